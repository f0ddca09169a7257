# Herald build tooling. `make help` lists the targets.

SHELL := bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

GO ?= go
# mattn/go-sqlite3 needs cgo.
export CGO_ENABLED := 1

# Extra arguments for `make run`, e.g. make run ARGS='-addr :8080'.
ARGS ?=

# .go files to gofmt-check: tracked ones plus untracked, non-ignored ones
# (skipping files deleted in the work tree). Falls back to find(1) outside git.
GO_FILES = $$( { git ls-files -c -o --exclude-standard -- '*.go' 2>/dev/null || find . -name '*.go' -not -path './node_modules/*'; } | sort -u | while read -r f; do [ ! -f "$$f" ] || printf '%s\n' "$$f"; done )

.PHONY: help run generate check-generated ensure-chromium fmt-check vet lint test bench bench-ui bench-ui-compare load load-live screenshots fuzz fuzz-short

help:
	@echo 'Targets:'
	@echo '  run              build bin/herald and run it with $$(ARGS); Ctrl-C stops it cleanly'
	@echo '  generate         regenerate templ code (go tool templ generate)'
	@echo '  check-generated  fail if committed *_templ.go files are stale'
	@echo '  lint             staticcheck (pinned in go.mod as a tool)'
	@echo '  test             gofmt check, go vet, staticcheck, go test (incl. headless-Chromium e2e tests)'
	@echo '  bench            run benchmarks'
	@echo '  bench-ui         tap-to-paint in headless Chromium, CPU throttled 4x: p50/p95/max and bytes (BENCH_TAPS taps on BENCH_SIZE)'
	@echo '  bench-ui-compare the same for REVS (default "main ."), interleaved ROUNDS times, taps pooled'
	@echo '  fuzz             fuzz event decoding+Apply and the board import, and more random games (FUZZTIME, RANDOM_GAMES)'
	@echo '  load             bounded load test of a Herald on loopback (scripts/load)'
	@echo '  load-live        50 games x 10 live (SSE) subscribers, 1 action/s/game for 30 s: latency, dropped, RSS'
	@echo '  screenshots      full-page PNGs of the home page and each edition'"'"'s new-game, game and board-editor'
	@echo '                   pages, a complete game'"'"'s summary (got-summary) and the records page at 1024x768, 768x1024'
	@echo '                   and 390x844: screenshots/<edition>-<page>-<size>.png'

# Built, then exec'd: `go run` exits 1 when Ctrl-C reaches it even if
# Herald stopped cleanly, which make reports as an error; the binary's own
# exit status (0 after SIGINT/SIGTERM) is what make sees.
run:
	@echo 'Building Herald (the first build compiles SQLite and takes a few minutes)…'
	$(GO) build -o bin/herald .
	exec ./bin/herald $(ARGS)

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

test: ensure-chromium fmt-check vet lint
	$(GO) test -count=1 -timeout 20m ./...
	$(MAKE) --no-print-directory fuzz-short

# A short fuzz run of each target, part of `make test` (issue 13's net);
# `make fuzz` runs them longer.
fuzz-short:
	$(GO) test ./engine -run '^$$' -fuzz '^FuzzApply$$' -fuzztime 15s -fuzzminimizetime 5s
	$(GO) test ./maps -run '^$$' -fuzz '^FuzzBoardImport$$' -fuzztime 15s -fuzzminimizetime 5s
	$(GO) test ./handlers -run '^$$' -fuzz '^FuzzFormActions$$' -fuzztime 15s -fuzzminimizetime 5s
	$(GO) test ./handlers -run '^$$' -fuzz '^FuzzAPIEvents$$' -fuzztime 15s -fuzzminimizetime 5s
	$(GO) test ./i18n -run '^$$' -fuzz '^FuzzFill$$' -fuzztime 10s -fuzzminimizetime 5s

# Longer runs of the net (issue 13): each fuzz target for FUZZTIME, then
# RANDOM_GAMES random games per edition. A failing input is written to
# testdata/fuzz/...: commit it with its fix. Large seed inputs make Go's
# minimizing slow, hence a short -fuzzminimizetime.
FUZZTIME ?= 2m
RANDOM_GAMES ?= 20000
fuzz:
	$(GO) test ./engine -run '^$$' -fuzz '^FuzzApply$$' -fuzztime $(FUZZTIME) -fuzzminimizetime 10s
	$(GO) test ./maps -run '^$$' -fuzz '^FuzzBoardImport$$' -fuzztime $(FUZZTIME) -fuzzminimizetime 10s
	$(GO) test ./handlers -run '^$$' -fuzz '^FuzzFormActions$$' -fuzztime $(FUZZTIME) -fuzzminimizetime 10s
	$(GO) test ./handlers -run '^$$' -fuzz '^FuzzAPIEvents$$' -fuzztime $(FUZZTIME) -fuzzminimizetime 10s
	$(GO) test ./i18n -run '^$$' -fuzz '^FuzzFill$$' -fuzztime $(FUZZTIME) -fuzzminimizetime 10s
	$(GO) test ./engine -run '^TestRandomGames$$' -count=1 -timeout 2h -random.games=$(RANDOM_GAMES) -v

bench:
	$(GO) test -run '^$$' -bench . -benchmem ./...

# Tap-to-paint as a player feels it (issue 15): a benchmark that prints
# figures, not a timed test; e2e/bench_ui_test.go says what it measures.
BENCH_TAPS ?= 40
BENCH_SIZE ?= 1024x768
bench-ui: ensure-chromium
	HERALD_BENCH_UI=1 HERALD_BENCH_TAPS=$(BENCH_TAPS) HERALD_BENCH_SIZE=$(BENCH_SIZE) $(GO) test ./e2e -run '^TestBenchUI$$' -count=1 -v -timeout 30m

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
