# tests/fuzz/fuzz.mk: the libFuzzer harnesses (tests/fuzz/README.md).
# The Makefile includes it after its own variables; it can also be named:
#   make -f Makefile -f tests/fuzz/fuzz.mk fuzz
#
#   make fuzz-build    build every harness into build/fuzz/ with clang
#   make fuzz          run each harness FUZZ_SECONDS (default 60), one after
#                      the other; fails when one finds a crash
#   make fuzz-regress  replay the seed corpus and the saved crashes once
#                      (no fuzzing): a quick regression check
#   make fuzz-card ... run one harness (card deck position record session repl)
#
# Variables: FUZZ_CC (clang), FUZZ_SECONDS, FUZZ_TIMEOUT (seconds per input),
# FUZZ_RSS_MB, FUZZ_FLAGS (more libFuzzer flags, e.g. -seed=1).

# A fragment must not take the Makefile's default goal.
FUZZ_SAVED_GOAL := $(.DEFAULT_GOAL)

FUZZ_CC      ?= clang
FUZZ_SECONDS ?= 60
FUZZ_TIMEOUT ?= 30
FUZZ_RSS_MB  ?= 4096
FUZZ_FLAGS   ?=
FUZZ_OPT     ?= -g -O1 -fno-omit-frame-pointer
# UBSan stops at the first report, except the checks named in FUZZ_RECOVER,
# built recoverable so that tests/fuzz/ubsan.supp can let known reports in
# the project's code through (the harness's UBSan options halt on the rest).
FUZZ_RECOVER ?=
FUZZ_SAN     := -fsanitize=address,undefined -fno-sanitize-recover=undefined \
                $(if $(FUZZ_RECOVER),-fsanitize-recover=$(FUZZ_RECOVER))

FUZZ_DIR       := tests/fuzz
FUZZ_B         := $(B)/fuzz
FUZZ_HARNESSES := card deck position record session repl
FUZZ_BINS      := $(FUZZ_HARNESSES:%=$(FUZZ_B)/fuzz_%)

# The longest input each harness is given (bytes).
FUZZ_MAXLEN_card     := 8192
FUZZ_MAXLEN_deck     := 4096
FUZZ_MAXLEN_position := 12288
FUZZ_MAXLEN_record   := 4096
FUZZ_MAXLEN_session  := 4096
FUZZ_MAXLEN_repl     := 2048

# The project's sources, instrumented. -Werror stays for the harnesses only:
# a warning only clang gives in vm/ or repl/ must not stop the fuzzing.
FUZZ_VM_OBJ   := $(VM_SRC:%.c=$(FUZZ_B)/%.o)
FUZZ_LUA_OBJ  := $(KERNEL_LUA:%=$(FUZZ_B)/%_lua.o)
FUZZ_REPL_OBJ := $(patsubst %.c,$(FUZZ_B)/%.o,$(filter-out repl/main.c,$(REPL_SRC)))
FUZZ_COMMON   := $(FUZZ_B)/tests/fuzz/common.o
FUZZ_PROJECT_CFLAGS = $(CPPFLAGS) $(VM_CPPFLAGS) -Irepl $(filter-out -Werror,$(WARN)) $(FUZZ_OPT) \
                      $(FUZZ_SAN) -fsanitize=fuzzer-no-link $(LUA_CFLAGS) $(JSON_CFLAGS) $(EDIT_CFLAGS)
FUZZ_HARNESS_CFLAGS = $(CPPFLAGS) -Irepl -I$(FUZZ_DIR) $(WARN) $(FUZZ_OPT) $(FUZZ_SAN) \
                      -fsanitize=fuzzer-no-link $(LUA_CFLAGS) -DCARDVM_FUZZ_SRCDIR='"$(CURDIR)"'
FUZZ_LIBS = $(LUA_LIBS) $(JSON_LIBS) $(EDIT_LIBS) -lm -pthread

.PHONY: fuzz fuzz-build fuzz-regress $(FUZZ_HARNESSES:%=fuzz-%)

fuzz-build: $(FUZZ_BINS)

$(FUZZ_VM_OBJ) $(FUZZ_REPL_OBJ): $(FUZZ_B)/%.o: %.c
	@mkdir -p $(dir $@)
	$(FUZZ_CC) $(FUZZ_PROJECT_CFLAGS) -MMD -MP -c -o $@ $<

# The pages' script and styles as byte arrays (repl/html.c): the Makefile's
# rule writes $(B)/repl/html_assets.c.
FUZZ_ASSETS_OBJ := $(FUZZ_B)/repl/html_assets.o
$(FUZZ_ASSETS_OBJ): $(B)/repl/html_assets.c
	@mkdir -p $(dir $@)
	$(FUZZ_CC) $(CPPFLAGS) -Irepl $(FUZZ_OPT) $(FUZZ_SAN) -c -o $@ $<

# The kernel's Lua as byte arrays: the Makefile's rule writes $(B)/x_lua.c.
$(FUZZ_LUA_OBJ): $(FUZZ_B)/%_lua.o: $(B)/%_lua.c
	@mkdir -p $(dir $@)
	$(FUZZ_CC) $(CPPFLAGS) $(VM_CPPFLAGS) $(FUZZ_OPT) $(FUZZ_SAN) -c -o $@ $<

$(FUZZ_B)/tests/fuzz/%.o: $(FUZZ_DIR)/%.c
	@mkdir -p $(dir $@)
	$(FUZZ_CC) $(FUZZ_HARNESS_CFLAGS) -MMD -MP -c -o $@ $<

# fuzz_session and fuzz_repl link the REPL's objects (commands, session records).
$(FUZZ_BINS): $(FUZZ_B)/fuzz_%: $(FUZZ_B)/tests/fuzz/fuzz_%.o $(FUZZ_COMMON) $(FUZZ_VM_OBJ) \
              $(FUZZ_LUA_OBJ) $(FUZZ_REPL_OBJ) $(FUZZ_ASSETS_OBJ)
	$(FUZZ_CC) $(FUZZ_OPT) $(FUZZ_SAN) -fsanitize=fuzzer -o $@ $< $(FUZZ_COMMON) $(FUZZ_VM_OBJ) \
	    $(FUZZ_LUA_OBJ) $(if $(filter session repl,$*),$(FUZZ_REPL_OBJ) $(FUZZ_ASSETS_OBJ)) $(FUZZ_LIBS)

# Runs harness $(1) for FUZZ_SECONDS on a working corpus in build/fuzz/
# (seeded from tests/fuzz/corpus/$(1), which it never writes), then prints
# its executions and any crash; the shell status is 1 after a crash.
define fuzz_run
mkdir -p $(FUZZ_B)/corpus/$(1) $(FUZZ_B)/artifacts $(FUZZ_B)/logs; \
$(FUZZ_B)/fuzz_$(1) $(FUZZ_B)/corpus/$(1) $(FUZZ_DIR)/corpus/$(1) \
    -max_total_time=$(FUZZ_SECONDS) -max_len=$(FUZZ_MAXLEN_$(1)) -timeout=$(FUZZ_TIMEOUT) \
    -rss_limit_mb=$(FUZZ_RSS_MB) -print_final_stats=1 -close_fd_mask=3 \
    $(if $(wildcard $(FUZZ_DIR)/$(1).dict),-dict=$(FUZZ_DIR)/$(1).dict) \
    -artifact_prefix=$(FUZZ_B)/artifacts/$(1)- $(FUZZ_FLAGS) >$(FUZZ_B)/logs/$(1).log 2>&1; \
rc=$$?; \
n=$$(sed -n 's/^stat::number_of_executed_units: *//p' $(FUZZ_B)/logs/$(1).log | tail -1); \
art=$$(sed -n 's/.*Test unit written to \(.*\)/\1/p' $(FUZZ_B)/logs/$(1).log | tail -1); \
if [ $$rc = 0 ]; then \
  echo "fuzz_$(1): $${n:-?} executions in $(FUZZ_SECONDS) s, no crash"; \
else \
  echo "fuzz_$(1): $${n:-?} executions, FAILED (status $$rc): $${art:-no artifact} (log: $(FUZZ_B)/logs/$(1).log)"; \
  grep -m3 -E '^(==[0-9]+==ERROR|SUMMARY|fuzz: invariant|.*runtime error)' $(FUZZ_B)/logs/$(1).log | sed 's/^/  /'; \
fi; \
[ $$rc = 0 ]
endef

fuzz: fuzz-build
	@fail=0; $(foreach h,$(FUZZ_HARNESSES),( $(call fuzz_run,$(h)) ) || fail=1;) exit $$fail

$(FUZZ_HARNESSES:%=fuzz-%): fuzz-%: $(FUZZ_B)/fuzz_%
	@$(call fuzz_run,$*)

# Every seed and every saved crash once, without fuzzing. Crash files are
# tests/fuzz/crashes/<harness>-<name>.
fuzz-regress: fuzz-build
	@fail=0; for h in $(FUZZ_HARNESSES); do \
	  crashes=$$(ls $(FUZZ_DIR)/crashes/$$h-* 2>/dev/null); \
	  if ! $(FUZZ_B)/fuzz_$$h -runs=0 -close_fd_mask=3 -timeout=$(FUZZ_TIMEOUT) \
	       -rss_limit_mb=$(FUZZ_RSS_MB) $(FUZZ_DIR)/corpus/$$h >$(FUZZ_B)/regress-$$h.log 2>&1; then \
	    echo "fuzz-regress: $$h: a corpus input fails (log: $(FUZZ_B)/regress-$$h.log)"; fail=1; \
	  fi; \
	  for c in $$crashes; do \
	    log=$(FUZZ_B)/regress-$$(basename $$c).log; \
	    if ! $(FUZZ_B)/fuzz_$$h -close_fd_mask=3 -timeout=$(FUZZ_TIMEOUT) -rss_limit_mb=$(FUZZ_RSS_MB) \
	         $$c >$$log 2>&1; then \
	      echo "fuzz-regress: $$c still fails (log: $$log)"; fail=1; \
	    fi; \
	  done; \
	  echo "fuzz-regress: $$h: $$(ls $(FUZZ_DIR)/corpus/$$h | wc -l) seeds, $$(echo $$crashes | wc -w) crash files"; \
	done; exit $$fail

-include $(wildcard $(FUZZ_B)/tests/fuzz/*.d)

.DEFAULT_GOAL := $(FUZZ_SAVED_GOAL)
