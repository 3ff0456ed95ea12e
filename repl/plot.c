/* plot: see plot.h. The data go to files in a temporary directory beside a
 * gnuplot script; gnuplot runs as a child process and the directory is
 * removed whatever happens. */
#include "plot.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

/* A label for a gnuplot data file: in double quotes, which it may not hold. */
static void label(FILE *f, const char *s)
{
    fputc('"', f);
    for (; *s; s++)
        fputc(*s == '"' ? '\'' : *s, f);
    fputc('"', f);
}

/* A file name in a gnuplot single-quoted string ('' stands for '). */
static void quoted(FILE *f, const char *s)
{
    fputc('\'', f);
    for (; *s; s++) {
        if (*s == '\'') fputc('\'', f);
        fputc(*s, f);
    }
    fputc('\'', f);
}

static void rate_row(FILE *f, const char *name, unsigned long k, unsigned long n)
{
    double r, lo, hi;
    sim_wilson(k, n, &r, &lo, &hi);
    label(f, name);
    fprintf(f, " %.3f %.3f %.3f\n", 100 * r, 100 * lo, 100 * hi);
}

/* Writes the data files and the script into 'dir'; -1 when one cannot be
 * written. */
static int write_files(const sim_stats *s, const char *dir, const char *out, size_t top)
{
    char path[4200], lab[400];
    int bad = 0;
    snprintf(path, sizeof path, "%s/rates.dat", dir);
    FILE *f = fopen(path, "w");
    if (!f) return -1;
    for (int p = 0; p < s->nseats; p++) {
        char name[64];
        snprintf(name, sizeof name, "seat %d", p + 1);
        rate_row(f, name, s->seats[p].wins, s->seats[p].games);
    }
    for (int p = 0; p < s->nseats; p++) { /* short: "Ann, greedy" */
        const sim_study *st = &s->study;
        const char *pol =
            !st->npolicies ? "random" : st->policies[p < st->npolicies ? p : st->npolicies - 1];
        snprintf(lab, sizeof lab, "%s, %s", s->sides[p].name ? s->sides[p].name : "?", pol);
        rate_row(f, lab, s->sides[p].wins, s->sides[p].games);
    }
    if (s->first_known) rate_row(f, "first player", s->first_won, s->first_known);
    bad |= fclose(f);

    snprintf(path, sizeof path, "%s/turns.dat", dir);
    if (!(f = fopen(path, "w"))) return -1;
    for (size_t i = 0; i < s->turns.n; i++)
        fprintf(f, "%lu %lu\n", s->turns.b[i].v, s->turns.b[i].n);
    bad |= fclose(f);

    size_t ncards = 0;
    const sim_card **cards = sim_cards_ranked(s);
    snprintf(path, sizeof path, "%s/cards.dat", dir);
    if (!(f = fopen(path, "w"))) {
        free(cards);
        return -1;
    }
    for (size_t i = 0; cards && i < s->ncards && i < top; i++, ncards++)
        rate_row(f, cards[i]->title, cards[i]->wins, cards[i]->players);
    free(cards);
    bad |= fclose(f);

    snprintf(path, sizeof path, "%s/plot.gp", dir);
    if (!(f = fopen(path, "w"))) return -1;
    fprintf(
        f,
        "set terminal svg size 1000,%d dynamic noenhanced font 'Sans,11' background rgb 'white'\n",
        ncards ? 1400 : 940);
    fprintf(f, "set output ");
    quoted(f, out);
    fprintf(f, "\ncd ");
    quoted(f, dir);
    fprintf(f, "\nset multiplot layout %d,1 title ", ncards ? 3 : 2);
    char title[400];
    snprintf(title, sizeof title, "cardvm sim: %lu games of %s, seeds %llu..%llu", s->ended,
             s->study.rules, s->lo, s->hi);
    quoted(f, title);
    fprintf(
        f,
        "\nset style fill solid 0.6 border -1\n"
        "set boxwidth 0.6\n"
        "set grid ytics\n"
        "set key top right\n"
        "set xtics nomirror\n"
        "set title 'Wins per seat and per side, with 95%% confidence intervals'\n"
        "set ylabel 'win rate (%%)'\n"
        "set yrange [0:100]\n"
        "set xrange [-0.6:*]\n"
        "plot 'rates.dat' using 0:2:xtic(1) with boxes lc rgb '#4a7ebb' title 'win rate', \\\n"
        "     '' using 0:2:3:4 with yerrorbars lc rgb 'black' pt 7 ps 0.5 title '95%% interval'\n"
        "set title 'Game length'\n"
        "set xlabel 'turns'\n"
        "set ylabel 'games'\n"
        "set yrange [0:*]\n"
        "set xrange [*:*]\n"
        "set xtics autofreq\n"
        "plot 'turns.dat' using 1:2 with boxes lc rgb '#6aa84f' title 'games by turns'\n");
    if (ncards)
        fprintf(
            f,
            "set title 'Win rate of the player who played the card, the %zu most played cards'\n"
            "unset xlabel\n"
            "set ylabel 'win rate (%%)'\n"
            "set yrange [0:100]\n"
            "set xrange [-0.6:*]\n"
            "set xtics rotate by -45 font ',8'\n"
            "plot 'cards.dat' using 0:2:xtic(1) with boxes lc rgb '#e69138' title 'card win rate', "
            "\\\n"
            "     '' using 0:2:3:4 with yerrorbars lc rgb 'black' pt 7 ps 0.5 title '95%% "
            "interval'\n",
            ncards);
    fprintf(f, "unset multiplot\n");
    bad |= fclose(f);
    return bad ? -1 : 0;
}

/* Runs gnuplot on dir/plot.gp, its messages into dir/gnuplot.log. The exit
 * status, 127 when gnuplot cannot be run. */
static int run_gnuplot(const char *dir)
{
    char script[4200], log[4200];
    snprintf(script, sizeof script, "%s/plot.gp", dir);
    snprintf(log, sizeof log, "%s/gnuplot.log", dir);
    fflush(stdout);
    fflush(stderr);
    pid_t pid = fork();
    if (pid < 0) return -1;
    if (pid == 0) {
        int fd = open(log, O_WRONLY | O_CREAT | O_TRUNC, 0600);
        if (fd >= 0) {
            dup2(fd, 1);
            dup2(fd, 2);
            close(fd);
        }
        char *argv[] = {"gnuplot", script, NULL};
        execvp("gnuplot", argv);
        _exit(127);
    }
    int status;
    while (waitpid(pid, &status, 0) < 0)
        if (errno != EINTR) return -1;
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

static void remove_dir(const char *dir)
{
    static const char *const files[] = {"rates.dat", "turns.dat", "cards.dat", "plot.gp",
                                        "gnuplot.log"};
    char path[4200];
    for (size_t i = 0; i < sizeof files / sizeof *files; i++) {
        snprintf(path, sizeof path, "%s/%s", dir, files[i]);
        unlink(path);
    }
    rmdir(dir);
}

int plot_svg(const sim_stats *s, const char *path, size_t top, char *err, size_t errlen)
{
    if (!s->ended) {
        snprintf(err, errlen, "--plot: no game ended: nothing to plot");
        return -1;
    }
    const char *tmp = getenv("TMPDIR");
    char dir[4096], out[4096];
    snprintf(dir, sizeof dir, "%s/cardvm-plot.XXXXXX", tmp && *tmp ? tmp : "/tmp");
    if (!mkdtemp(dir)) {
        snprintf(err, errlen, "--plot: cannot make a temporary directory in %s",
                 tmp && *tmp ? tmp : "/tmp");
        return -1;
    }
    /* gnuplot runs in the temporary directory: the output's path made absolute */
    if (path[0] == '/') {
        snprintf(out, sizeof out, "%s", path);
    } else {
        char cwd[2048];
        if (!getcwd(cwd, sizeof cwd)) cwd[0] = '\0';
        snprintf(out, sizeof out, "%s/%s", cwd, path);
    }
    int rc = -1;
    if (write_files(s, dir, out, top)) {
        snprintf(err, errlen, "--plot: cannot write the data files in %s", dir);
    } else {
        int st = run_gnuplot(dir);
        if (st == 0) {
            rc = 0;
        } else if (st == 127) {
            snprintf(err, errlen,
                     "--plot needs gnuplot: install the Debian package gnuplot-nox "
                     "(apt-get install gnuplot-nox)");
        } else {
            char log[4200], line[512] = "";
            snprintf(log, sizeof log, "%s/gnuplot.log", dir);
            FILE *f = fopen(log, "r");
            if (f) {
                char l[512];
                while (fgets(l, sizeof l, f)) /* the last line that says something */
                    if (strspn(l, " \t\n^") < strlen(l)) snprintf(line, sizeof line, "%s", l);
                fclose(f);
            }
            line[strcspn(line, "\n")] = '\0';
            snprintf(err, errlen, "--plot: gnuplot failed (status %d)%s%s", st, line[0] ? ": " : "",
                     line);
        }
    }
    remove_dir(dir);
    return rc;
}
