# cardvm: a scriptable rules interpreter for trading card games.
# `make help` lists the targets.

CC      ?= cc
CFLAGS  ?= -O2 -g
PREFIX  ?= /usr/local
PKG_CONFIG ?= pkg-config

WARN    := -std=c11 -Wall -Wextra -Werror -Wpedantic -Wshadow -Wstrict-prototypes \
           -Wmissing-prototypes
CPPFLAGS += -D_POSIX_C_SOURCE=200809L -Ivm/include
# The kernel's own files (and its unit tests) see its internal headers; the
# hosts (repl/) see only the public ones in vm/include.
VM_CPPFLAGS := -Ivm

B       := build

LUA_CFLAGS   = $(shell $(PKG_CONFIG) --cflags lua5.4 2>/dev/null)
LUA_LIBS     = $(shell $(PKG_CONFIG) --libs lua5.4 2>/dev/null)
EDIT_CFLAGS  = $(shell $(PKG_CONFIG) --cflags libedit 2>/dev/null)
EDIT_LIBS    = $(shell $(PKG_CONFIG) --libs libedit 2>/dev/null)
CMOCKA_CFLAGS = $(shell $(PKG_CONFIG) --cflags cmocka 2>/dev/null)
CMOCKA_LIBS  = $(shell $(PKG_CONFIG) --libs cmocka 2>/dev/null)
JSON_CFLAGS  = $(shell $(PKG_CONFIG) --cflags libcjson 2>/dev/null)
JSON_LIBS    = $(shell $(PKG_CONFIG) --libs libcjson 2>/dev/null)

# The kernel core (no Lua), the Lua bridge, the REPL.
CORE_SRC := vm/str.c vm/kv.c vm/rng.c vm/zone.c vm/log.c vm/window.c vm/mod.c vm/state.c \
            vm/hash.c vm/describe.c vm/model.c vm/snap.c vm/history.c vm/board.c
BRIDGE_SRC := vm/sandbox.c vm/alloc.c vm/api.c vm/flow.c vm/value.c vm/pool.c vm/deck.c vm/position.c vm/game.c vm/checkpoint.c vm/view.c vm/query.c \
              vm/aux.c vm/record.c vm/json.c \
              vm/pattern.c vm/options.c vm/pure.c vm/fingerprint.c vm/lex.c vm/hex.c vm/hex_lua.c \
              vm/plane.c vm/plane_lua.c vm/bind.c
KERNEL_LUA := prelude position host names
VM_SRC   := $(CORE_SRC) $(BRIDGE_SRC)
REPL_SRC := repl/main.c repl/commands.c repl/session.c repl/line.c repl/luatest.c repl/sim.c repl/check.c \
            repl/stats.c repl/policy.c repl/plot.c repl/html.c
VM_OBJ   := $(VM_SRC:%.c=$(B)/%.o) $(KERNEL_LUA:%=$(B)/%_lua.o)
REPL_OBJ := $(REPL_SRC:%.c=$(B)/%.o) $(B)/repl/html_assets.o
# The pages of `cardvm html` and `sim --html`: their script and styles.
HTML_ASSETS := repl/html.css repl/html.js repl/study.js

UNIT_TESTS := test_kv test_rng test_zone test_window test_mod test_log test_state test_hash \
              test_describe test_history test_sandbox test_pool test_deck test_position test_game \
              test_query test_aux test_record test_checkpoint test_pattern test_loop test_pure test_hostile \
              test_memo test_hex test_plane test_model test_watch test_quiet
UNIT_BINS  := $(UNIT_TESTS:%=$(B)/tests/%)

.PHONY: all play test unit luatests docs docs-test repl-test browser-test sim-test test-deps bench install clean help deps check-deps format \
        test-asan test-valgrind determinism-test test-compilers soak-test

all: check-deps $(B)/cardvm

help:
	@echo "cardvm targets:"
	@echo "  make          build build/cardvm (checks the Debian packages first)"
	@echo "  make play     install missing packages (as root), build, start the REPL on Halo"
	@echo "  make test     install missing packages (as root), build, run every test"
	@echo "  make unit     run the cmocka kernel tests only"
	@echo "  make luatests run the Lua rules and card tests only"
	@echo "  make docs     regenerate each game's card library page (docs/<game>/cards.md)"
	@echo "  make docs-test run the commands shown in the docs; check the rules coverage page"
	@echo "  make repl-test REPL tests: rulings, undo/redo, records, dump, resume, a pty session"
	@echo "  make browser-test the pages of cardvm html in headless Chromium (docs/viewing.md)"
	@echo "  make sim-test  cardvm sim: same figures in any process, shards, --opt, variants, policies, plots"
	@echo "  make test-asan the whole suite built with AddressSanitizer and UBSan (build-asan/)"
	@echo "  make test-valgrind a representative part of the suite under valgrind memcheck"
	@echo "  make test-compilers the same games, same hashes, with gcc and clang at -O0 and -O2"
	@echo "  make fuzz     run every libFuzzer harness FUZZ_SECONDS (clang; tests/fuzz/README.md)"
	@echo "  make fuzz-regress replay the fuzz corpus and the saved crashes once"
	@echo "  make bench    build and run the benchmarks (medians and spreads, no assertions)"
	@echo "  make deps     install the Debian packages cardvm needs (as root)"
	@echo "  make test-deps install what the tests need beyond the build: gnuplot-nox, parallel, chromium"
	@echo "  make install  install cardvm, scripts and cards under PREFIX ($(PREFIX))"
	@echo "  make format   run clang-format over vm/, repl/ and tests/"
	@echo "  make clean    remove build/"
	@echo "variables: CC=clang, CFLAGS, PREFIX, SEED (for play)"

# Set-up: find what is missing with pkg-config; install it as root, else print the line.
check-deps deps:
	@missing=""; \
	command -v $(CC) >/dev/null 2>&1 || missing="$$missing build-essential"; \
	command -v $(PKG_CONFIG) >/dev/null 2>&1 || missing="$$missing pkg-config"; \
	for p in lua5.4:liblua5.4-dev cmocka:libcmocka-dev libedit:libedit-dev libcjson:libcjson-dev; do \
	  $(PKG_CONFIG) --exists $${p%%:*} 2>/dev/null || missing="$$missing $${p#*:}"; \
	done; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
	    echo "cardvm: installing$$missing"; \
	    export DEBIAN_FRONTEND=noninteractive; \
	    apt-get update -q && apt-get install -y -q --no-install-recommends $$missing || exit 1; \
	  else \
	    echo "cardvm: missing Debian packages. Run:"; \
	    echo "  sudo apt-get install -y$$missing"; \
	    exit 1; \
	  fi; \
	fi

# What `make test` needs beyond the build: gnuplot (sim --plot) and GNU
# parallel (the recipe of docs/simulating.md), Chromium (the pages of
# `cardvm html`, tests/browser.sh). Installed as root; otherwise
# the line to run is printed and the tests that need them say "skipped".
TEST_DEPS := gnuplot:gnuplot-nox parallel:parallel chromium:chromium
test-deps:
	@missing=""; \
	for p in $(TEST_DEPS); do command -v $${p%%:*} >/dev/null 2>&1 || missing="$$missing $${p#*:}"; done; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
	    echo "cardvm: installing (for the tests)$$missing"; \
	    export DEBIAN_FRONTEND=noninteractive; \
	    apt-get update -q && apt-get install -y -q --no-install-recommends $$missing || exit 1; \
	  else \
	    echo "cardvm: the tests skip what needs$$missing. To run them:"; \
	    echo "  sudo apt-get install -y$$missing"; \
	  fi; \
	fi

play: check-deps $(B)/cardvm
	$(B)/cardvm $(if $(SEED),--seed $(SEED))

test: check-deps test-deps
	@$(MAKE) --no-print-directory $(B)/cardvm $(UNIT_BINS)
	@$(MAKE) --no-print-directory $(B)/determinism $(B)/soak
	@$(MAKE) --no-print-directory unit luatests docs-test repl-test sim-test browser-test determinism-test soak-test

unit: $(UNIT_BINS)
	@fail=0; for t in $(UNIT_BINS); do $$t || fail=1; done; exit $$fail

LUA_TESTS = $(wildcard tests/lua/test_*.lua tests/*/test_*.lua)

luatests: $(B)/cardvm
	@$(B)/cardvm test $(sort $(LUA_TESTS))

docs:
	@bash tests/cardsdoc.sh

docs-test: $(B)/cardvm
	@bash tests/docs.sh
	@bash tests/cardsdoc.sh --check
	@bash tests/apidoc.sh
	@for p in docs/*/rules-coverage.md; do bash tests/coverage.sh $$(basename $$(dirname $$p)) || exit 1; done

repl-test: $(B)/cardvm
	@bash tests/repl.sh

# The pages of `cardvm html` opened in headless Chromium (Debian's chromium,
# installed by test-deps): skipped when it is absent, but not under CI=true.
browser-test: $(B)/cardvm
	@bash tests/browser.sh

sim-test: $(B)/cardvm
	@bash tests/sim.sh

# The whole suite, REPL included, built with AddressSanitizer and UBSan in
# build-asan/ (no recovery: the first report fails the run; leaks too).
ASAN_FLAGS := -O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=all
ASAN_ENV := ASAN_OPTIONS=detect_leaks=1:abort_on_error=0:strict_string_checks=1 \
            UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 CARDVM_BIN=build-asan/cardvm
test-asan: check-deps
	@$(MAKE) --no-print-directory B=build-asan CFLAGS="$(ASAN_FLAGS)" LDFLAGS="$(ASAN_FLAGS)" \
	  build-asan/cardvm $(UNIT_TESTS:%=build-asan/tests/%)
	@$(ASAN_ENV) $(MAKE) --no-print-directory B=build-asan unit luatests docs-test repl-test

# Under valgrind's memcheck (slow: a part of the suite): the kernel's unit
# tests, and the Lua tests of the mini game and the kernel.
VALGRIND := valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite
test-valgrind: check-deps $(B)/cardvm $(UNIT_BINS)
	@fail=0; for t in test_kv test_state test_hash test_sandbox test_pool test_game test_record \
	  test_checkpoint test_loop; do \
	  $(VALGRIND) $(B)/tests/$$t >/dev/null 2>$(B)/valgrind-$$t.log || \
	  { fail=1; echo "valgrind: $$t"; tail -30 $(B)/valgrind-$$t.log; }; \
	done; \
	$(VALGRIND) $(B)/cardvm test tests/lua/test_*.lua || fail=1; \
	exit $$fail

bench: $(B)/cardvm $(B)/bench
	@bash tests/bench.sh

determinism-test: $(B)/determinism
	@bash tests/determinism.sh

# The same games with kernels built by gcc and clang, -O0 and -O2 (build-cc/).
test-compilers: check-deps
	@bash tests/compilers.sh

# Soak: 1,000 seeded random games of every game over its whole card pool,
# the kernel's and the ruleset's invariants checked after every answer.
SOAK_GAMES ?= 1000
soak-test: $(B)/soak
	@bash tests/soak.sh $(SOAK_GAMES)

$(B)/soak: $(B)/tests/soak.o $(VM_OBJ)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $^ $(LUA_LIBS) $(JSON_LIBS) -lm -pthread

$(B)/determinism: $(B)/tests/determinism.o $(VM_OBJ)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $^ $(LUA_LIBS) $(JSON_LIBS) -lm -pthread

$(B)/bench: $(B)/tests/bench.o $(VM_OBJ)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $^ $(LUA_LIBS) $(JSON_LIBS) -lm -pthread

$(B)/cardvm: $(VM_OBJ) $(REPL_OBJ)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $^ $(LUA_LIBS) $(JSON_LIBS) $(EDIT_LIBS) -lm -pthread

$(B)/vm/%.o: vm/%.c
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(VM_CPPFLAGS) $(WARN) $(CFLAGS) $(LUA_CFLAGS) $(JSON_CFLAGS) -MMD -MP -c -o $@ $<

$(B)/repl/%.o: repl/%.c
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(WARN) $(CFLAGS) $(LUA_CFLAGS) $(EDIT_CFLAGS) $(JSON_CFLAGS) -MMD -MP -c -o $@ $<

# The kernel's Lua (vm/prelude.lua, position.lua, host.lua) is compiled into
# the binary as byte arrays (kernel_lua.h).
$(B)/%_lua.c: vm/%.lua
	@mkdir -p $(B)
	@{ echo '/* generated from vm/$*.lua by the Makefile */'; \
	   echo '#include "kernel_lua.h"'; \
	   echo 'const char cv_$*_lua[] = {'; \
	   od -An -v -tx1 $< | sed -e 's/ *\([0-9a-f][0-9a-f]\)/0x\1,/g'; \
	   echo '0};'; } > $@

# The pages' script and styles (repl/html.h) as byte arrays.
$(B)/repl/html_assets.c: $(HTML_ASSETS)
	@mkdir -p $(dir $@)
	@{ echo '/* generated from $(HTML_ASSETS) by the Makefile */'; \
	   echo '#include "html.h"'; \
	   for f in $(HTML_ASSETS); do \
	     echo "const char html_asset_$$(basename $$f | tr . _)[] = {"; \
	     od -An -v -tx1 $$f | sed -e 's/ *\([0-9a-f][0-9a-f]\)/0x\1,/g'; \
	     echo '0};'; \
	   done; } > $@

$(B)/repl/html_assets.o: $(B)/repl/html_assets.c
	$(CC) $(CPPFLAGS) -Irepl $(WARN) $(CFLAGS) -c -o $@ $<

$(B)/%_lua.o: $(B)/%_lua.c
	$(CC) $(CPPFLAGS) $(VM_CPPFLAGS) $(WARN) $(CFLAGS) -c -o $@ $<

$(B)/tests/%.o: tests/%.c
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(VM_CPPFLAGS) $(WARN) $(CFLAGS) $(LUA_CFLAGS) $(CMOCKA_CFLAGS) -MMD -MP -c -o $@ $<

# Every unit test links the helpers the tests share (tests/support.c), which
# the rule above compiles; support is not a test (UNIT_TESTS names them).
$(B)/tests/%: $(B)/tests/%.o $(B)/tests/support.o $(VM_OBJ)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $^ $(LUA_LIBS) $(JSON_LIBS) $(CMOCKA_LIBS) -lm -pthread

install: $(B)/cardvm
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/cardvm
	install -m 755 $(B)/cardvm $(DESTDIR)$(PREFIX)/bin/cardvm
	cp -r scripts cards $(DESTDIR)$(PREFIX)/share/cardvm/

format:
	clang-format -i vm/*.c vm/*.h vm/include/*.h repl/*.c repl/*.h tests/*.c

clean:
	rm -rf $(B) build-asan build-cc

# libFuzzer harnesses (clang): make fuzz, fuzz-regress (tests/fuzz/README.md).
include tests/fuzz/fuzz.mk

.SECONDARY:
-include $(shell find $(B) -name '*.d' 2>/dev/null)
