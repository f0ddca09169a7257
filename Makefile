# Herald build tooling. `make help` lists the targets.

SHELL := bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

GO ?= go
# mattn/go-sqlite3 needs cgo.
export CGO_ENABLED := 1
# Built without the checkout's path, so a clean clone in another directory
# (as CI makes one) finds its unchanged packages in Go's build cache: on a
# fresh clone go vet, staticcheck and the test binaries took 131, 143 and
# 171 CPU-s with the path, 1.4, 2.1 and 25 with -trimpath (issue 29).
export GOFLAGS := -trimpath $(GOFLAGS)

# Extra arguments for `make run`, e.g. make run ARGS='-addr :8080'.
ARGS ?=

# .go files to gofmt-check: tracked ones plus untracked, non-ignored ones
# (skipping files deleted in the work tree). Falls back to find(1) outside git.
GO_FILES = $$( { git ls-files -c -o --exclude-standard -- '*.go' 2>/dev/null || find . -name '*.go' -not -path './node_modules/*'; } | sort -u | while read -r f; do [ ! -f "$$f" ] || printf '%s\n' "$$f"; done )

.PHONY: help run dist dist-check generate check-generated ensure-chromium fmt-check vet lint test bench bench-ui bench-ui-compare bench-live load load-live screenshots fuzz fuzz-short

help:
	@echo 'Targets:'
	@echo '  run              build bin/herald and run it with $$(ARGS) (never opening a browser); Ctrl-C stops it cleanly'
	@echo '  dist             Herald for Linux amd64/arm64/armv7 and Windows amd64, each one static file, in dist/ with SHA256SUMS'
	@echo '  dist-check       make dist, then run each binary (arm ones under qemu-user, amd64 with no Go or gcc) on a temp database'
	@echo '  generate         regenerate templ code (go tool templ generate)'
	@echo '  check-generated  fail if committed *_templ.go files are stale'
	@echo '  lint             staticcheck (pinned in go.mod as a tool)'
	@echo '  test             gofmt check, go vet, staticcheck, go test (incl. headless-Chromium e2e tests)'
	@echo '  bench            run benchmarks'
	@echo '  bench-ui         tap-to-paint in headless Chromium, CPU throttled 4x: p50/p95/max and bytes (BENCH_TAPS taps on BENCH_SIZE, by BENCH_INPUT)'
	@echo '  bench-ui-compare the same for REVS (default "main ."), interleaved ROUNDS times, taps pooled'
	@echo '  bench-live       a live update of the picture on a phone (390x844, touch, CPU 4x): from the stream'"'"'s event'
	@echo '                   to the painted frame, p50/p95/p99 over BENCH_UPDATES updates recorded by another device'
	@echo '  fuzz             fuzz event decoding+Apply, the board import, the forms and the API for FUZZ_TIMES x the'
	@echo '                   budgets of make test (or FUZZTIME), then more random games (RANDOM_GAMES)'
	@echo '  load             bounded load test of a Herald on loopback (scripts/load)'
	@echo '  load-live        50 games x 10 live (SSE) subscribers, 1 action/s/game for 30 s: latency to the event and to the'
	@echo '                   game fetched as the page fetches it, dropped, RSS'
	@echo '  screenshots      full-page PNGs of the home page and each edition'"'"'s new-game, game and board-editor'
	@echo '                   pages, a complete game'"'"'s summary (got-summary) and the records page at 1024x768, 768x1024'
	@echo '                   and 390x844: screenshots/<edition>-<page>-<size>.png'

# Built, then exec'd: `go run` exits 1 when Ctrl-C reaches it even if
# Herald stopped cleanly, which make reports as an error; the binary's own
# exit status (0 after SIGINT/SIGTERM) is what make sees.
run:
	@echo 'Building Herald (the first build compiles SQLite and takes a few minutes)…'
	$(GO) build -o bin/herald .
	exec ./bin/herald -no-browser $(ARGS)

# One file per machine a table has (scripts/dist.sh says which); the cross
# compilers are installed when missing.
dist:
	bash scripts/dist.sh

# Not part of make test: it builds the four binaries and starts each.
dist-check: dist
	bash scripts/dist-check.sh

generate:
	$(GO) tool templ generate

check-generated: generate
	@changes="$$(git status --porcelain -- '*_templ.go')"; \
	if [ -n "$$changes" ]; then \
		echo 'ERROR: generated templ code is stale or not committed:' >&2; \
		echo "$$changes" >&2; \
		echo 'Run `make generate` and commit the *_templ.go files.' >&2; \
		git --no-pager diff --stat -- '*_templ.go' >&2 || true; \
		exit 1; \
	fi; \
	echo 'check-generated: *_templ.go files are up to date'

ensure-chromium:
	@bash scripts/ensure-chromium.sh

fmt-check:
	@files="$(GO_FILES)"; \
	bad="$$(if [ -n "$$files" ]; then gofmt -l $$files; fi)"; \
	if [ -n "$$bad" ]; then \
		echo 'ERROR: these files are not gofmt-formatted (run gofmt -w on them):' >&2; \
		echo "$$bad" >&2; \
		exit 1; \
	fi

vet:
	$(GO) vet ./...

# staticcheck, pinned as a tool in go.mod (go tool staticcheck).
lint:
	$(GO) tool staticcheck ./...

# -timeout is a guard against a hang, not a measure of speed: .ci/run
# took 15-20 minutes on an idle two-core machine (995 s at stop 36), and
# 56 minutes beside three engineers' builds and browser tests (and passed).
test: ensure-chromium fmt-check vet lint
	$(GO) test -count=1 -timeout 60m ./...
	$(MAKE) --no-print-directory fuzz-short

# Fuzz budgets are counts of executions, never durations: with a duration
# (-fuzztime 15s, or -fuzzminimizetime 5s) Go 1.26's fuzzing coordinator
# races its own deadline and, on a loaded machine, can fail a target that
# found nothing ("context deadline exceeded", no input written; golang/go
# issue 75804, fixed in Go 1.27). A count sets no deadline: a slow machine
# only takes longer. A budget includes the baseline run of the corpus (the
# seeds and what earlier runs cached in $(go env GOCACHE)/fuzz, which grows
# a little with every run; go clean -fuzzcache empties it). Each was sized
# to 11-17 s of one core: the user+sys time of the run with -parallel 1
# (go1.26.8, on this project's two-core machine, measured beside other
# work; it is what the run takes alone on one idle core, and make test's
# two workers halve it):
#   FuzzApply        30000  the baseline of its ~500 seeds ~8 s, then ~14,000 exec/s
#   FuzzBoardImport  20000  ~2,500-5,000 exec/s; minimizing a new board takes seconds
#   FuzzFormActions    600  ~45 exec/s (a new game in SQLite per execution)
#   FuzzAPIEvents      750  ~55 exec/s (the same)
#   FuzzFill         80000  ~8,000 exec/s
FUZZ_APPLY ?= 30000
FUZZ_BOARD_IMPORT ?= 20000
FUZZ_FORM_ACTIONS ?= 600
FUZZ_API_EVENTS ?= 750
FUZZ_FILL ?= 80000

# $(call fuzzrun,package,target,executions,minimizing): one target's run;
# minimizing (a failing input, or one that found new code) is a count too.
fuzzrun = $(GO) test ./$(1) -run '^$$' -fuzz '^$(2)$$' -fuzztime $(3) -fuzzminimizetime $(4)x
# $(call calc,expression): integer arithmetic, by the shell.
calc = $(shell echo $$(( $(1) )))

# A short fuzz run of each target, part of `make test` (issue 13's net),
# minimizing with at most a tenth of the budget; `make fuzz` runs them
# longer.
fuzzshort = $(call fuzzrun,$(1),$(2),$(3)x,$(call calc,$(3) / 10))
fuzz-short:
	$(call fuzzshort,engine,FuzzApply,$(FUZZ_APPLY))
	$(call fuzzshort,maps,FuzzBoardImport,$(FUZZ_BOARD_IMPORT))
	$(call fuzzshort,handlers,FuzzFormActions,$(FUZZ_FORM_ACTIONS))
	$(call fuzzshort,handlers,FuzzAPIEvents,$(FUZZ_API_EVENTS))
	$(call fuzzshort,i18n,FuzzFill,$(FUZZ_FILL))

# Longer runs of the net (issue 13): each fuzz target for FUZZ_TIMES times
# its budget in make test (10: about 2 min of one idle core each), then
# RANDOM_GAMES random games per edition. FUZZTIME, when given, replaces
# the counts (FUZZTIME=1000000x; a duration such as 30m can meet the
# deadline race above). A failing input is written to testdata/fuzz/...:
# commit it with its fix.
FUZZ_TIMES ?= 10
FUZZTIME ?=
RANDOM_GAMES ?= 20000
fuzzlong = $(call fuzzrun,$(1),$(2),$(or $(FUZZTIME),$(call calc,$(3) * $(FUZZ_TIMES))x),$(3))
fuzz:
	$(call fuzzlong,engine,FuzzApply,$(FUZZ_APPLY))
	$(call fuzzlong,maps,FuzzBoardImport,$(FUZZ_BOARD_IMPORT))
	$(call fuzzlong,handlers,FuzzFormActions,$(FUZZ_FORM_ACTIONS))
	$(call fuzzlong,handlers,FuzzAPIEvents,$(FUZZ_API_EVENTS))
	$(call fuzzlong,i18n,FuzzFill,$(FUZZ_FILL))
	$(GO) test ./engine -run '^TestRandomGames$$' -count=1 -timeout 2h -random.games=$(RANDOM_GAMES) -v

bench:
	$(GO) test -run '^$$' -bench . -benchmem ./...

# Tap-to-paint as a player feels it (issue 15): a benchmark that prints
# figures, not a timed test; e2e/bench_ui_test.go says what it measures.
BENCH_TAPS ?= 40
BENCH_SIZE ?= 1024x768
# The rulers: a mouse click (from the click), a finger (from the touch's
# own timestamp, on a page laid out for touch).
BENCH_INPUT ?= mouse touch
bench-ui: ensure-chromium
	set -e; for input in $(BENCH_INPUT); do \
		HERALD_BENCH_UI=1 HERALD_BENCH_INPUT=$$input HERALD_BENCH_TAPS=$(BENCH_TAPS) HERALD_BENCH_SIZE=$(BENCH_SIZE) $(GO) test ./e2e -run '^TestBench(UI|TapFloor|FirstTap)$$' -count=1 -v -timeout 30m; \
	done

# A live update of the picture on a phone (issue 30): a benchmark that
# prints figures; e2e/bench_live_test.go says what it measures.
BENCH_UPDATES ?= 60
bench-live: ensure-chromium
	HERALD_BENCH_LIVE=1 HERALD_BENCH_UPDATES=$(BENCH_UPDATES) $(GO) test ./e2e -run '^TestBenchLive$$' -count=1 -v -timeout 30m

# The same for several revisions, interleaved ROUNDS times and pooled, so
# that each meets the same noise: make bench-ui-compare REVS="main ."
REVS ?= main .
ROUNDS ?= 3
bench-ui-compare: ensure-chromium
	HERALD_BENCH_SIZE=$(BENCH_SIZE) scripts/bench-ui-compare -r $(ROUNDS) -t $(BENCH_TAPS) $(REVS)

screenshots: ensure-chromium
	mkdir -p "$(CURDIR)/screenshots"
	HERALD_SCREENSHOTS="$(CURDIR)/screenshots" $(GO) test ./e2e -run '^TestScreenshots$$' -count=1 -v

load:
	$(GO) run ./scripts/load

# Issue 16's live benchmark: prints figures, fails only on a dropped
# subscriber (scripts/load/live.go says what it measures).
load-live:
	$(GO) run ./scripts/load -live
