# Rubrica: `make run` starts the product, `make test` runs every test.
SHELL := /bin/bash
.DEFAULT_GOAL := help
NODE_MODULES_STAMP := node_modules/.install-stamp
JEST := node --experimental-vm-modules node_modules/jest/bin/jest.js
# Node.js 24 LTS (package.json engines): scripts/ensure-node.sh installs the pinned release here
# when the system's node is another, and every recipe below runs it (npm and npx included).
export PATH := $(CURDIR)/.tools/node/bin:$(PATH)

.PHONY: bench bench-upload bench-load bench-web seed-lists bench-lists help node install build test-faults build-libs build-web run servers test test-unit test-web lint typecheck proto openapi clean

help:
	@echo "make run        install (Node 24, servers, LibreOffice when it can), build, migrate and start every process; prints the URL"
	@echo "make test       every test (needs PostgreSQL, Redis, NATS on localhost)"
	@echo "make test-faults  the whole crash matrix (SIGKILL at every crash point, server restarts): prints it, fails on any loss"
	@echo "make lint       ESLint, Prettier, import boundaries, proto lint and breaking check, web bundle budget"
	@echo "make typecheck  TypeScript over the whole tree"
	@echo "make bench      the PDF engine against its floor and its peers, transport cases; prints ratios"
	@echo "make bench-upload  a 25 MB upload through the whole stack: each process's RSS growth"
	@echo "make bench-load    senders drive three-signer envelopes through the whole stack: envelopes/s, API p50/p95/p99, seal time, peak RSS"
	@echo "make bench-web     the web app on a throttled phone (4x CPU, fast 3G): LCP and JavaScript of the signing viewer and dashboard"
	@echo "make seed-lists    fills rubrica_bench_lists with 1.1 M envelopes (LISTS_SEED=small: 50,000; biggest: organization 0 and ten others)"
	@echo "make bench-lists   sent list, inbox, search and history at page 1 and the deepest page: p50/p99, EXPLAIN"

node:
	@bash scripts/ensure-node.sh

$(NODE_MODULES_STAMP): package.json package-lock.json $(wildcard */package.json */*/package.json)
	npm ci --no-audit --no-fund
	@touch $@

install: node $(NODE_MODULES_STAMP)

build-libs: install
	node scripts/build.mjs

build-web: install
	npm run build -w web

build: build-libs build-web

servers:
	@bash scripts/ensure-servers.sh

run: build servers
	node scripts/run.mjs

test: build servers
	@mkdir -p .run
	@status=0; \
	$(JEST) --json --outputFile=.run/jest.json || status=1; \
	(cd web && npx vitest run --reporter=default --reporter=json --outputFile=../.run/vitest.json) || status=1; \
	node scripts/test-summary.mjs .run/jest.json .run/vitest.json || status=1; \
	exit $$status

# The short version of the same matrix runs in `make test` (e2e/fault-safety.spec.ts).
test-faults: build servers
	@mkdir -p .run
	RUBRICA_FAULT_MATRIX=full JEST_WORKERS=1 $(JEST) e2e/fault-safety.spec.ts; \
	status=$$?; cat .run/fault-matrix-full.txt 2>/dev/null; exit $$status

lint: install
	npx eslint .
	npx prettier --check .
	npx depcruise --config .dependency-cruiser.cjs libs services gateway web/src proto/src e2e
	npm run lint -w proto
	npm run breaking -w proto
	npm run --silent check -w openapi
	npm run build -w web >/dev/null
	node scripts/check-bundle-budget.mjs

typecheck: install
	npx tsc -p tsconfig.json --noEmit
	npx tsc -p web/tsconfig.json --noEmit

proto: install
	npm run generate -w proto

# The API reference, from the services' route schemas (HTTP_ROUTES); `make lint` checks it.
openapi: install
	npm run --silent generate -w openapi

clean:
	rm -rf .run test-results */dist */*/dist

bench: build servers
	node bench/dist/run.js

# A 25 MB upload through the stack as `make run` starts it: each process's RSS growth (goal < 64 MB).
# The built web app as a phone on fast 3G loads it (README, "Performance"); bench/web/web-load.mjs.
bench-web: build-web
	node bench/web/web-load.mjs

bench-upload: build servers
	JEST_WORKERS=1 $(JEST) --testMatch '<rootDir>/bench/stack/upload-rss.bench.ts'

# Concurrent senders through the stack as `make run` starts it, each envelope to sealed and notified
# (LOAD_BENCH_SENDERS=8, LOAD_BENCH_SECONDS=60, LOAD_BENCH_ENVELOPES=0: no limit but the time).
bench-load: build servers
	JEST_WORKERS=1 $(JEST) --testMatch '<rootDir>/bench/stack/load.bench.ts'

# The lists bench's own database (LISTS_BENCH_DATABASE_URL), refilled from scratch each time.
seed-lists: install servers
	JEST_WORKERS=1 $(JEST) --testMatch '<rootDir>/bench/stack/lists-seed.bench.ts'

bench-lists: install servers
	JEST_WORKERS=1 $(JEST) --testMatch '<rootDir>/bench/stack/lists.bench.ts'
