#!/usr/bin/env bash
# Starts the app exactly as the README says (`pnpm start`, no DATABASE_URL, so
# on the embedded PostgreSQL), uses it over HTTP, and checks that it
#   1. stops cleanly on SIGTERM, leaving no postgres behind,
#   2. keeps its data across a restart,
#   3. leaves no postgres behind when killed with SIGKILL, and starts again,
#   4. starts again after its postgres was killed too (stale postmaster.pid).
set -euo pipefail
cd "$(dirname "$0")/.."
export PORT="${SMOKE_PORT:-3123}" EMBEDDED_PG_PORT="${SMOKE_PG_PORT:-54339}"
export EMBEDDED_PG_DIR="$PWD/.data/smoke-postgres"
unset DATABASE_URL
base="http://127.0.0.1:$PORT"
log=$(mktemp)
rm -rf "$EMBEDDED_PG_DIR" "$EMBEDDED_PG_DIR.owner"

fail() { echo "SMOKE FAIL: $*"; echo "--- app log"; tail -n 60 "$log"; exit 1; }

start_app() {
  setsid pnpm start >>"$log" 2>&1 &
  app_pgid=$!
  for _ in $(seq 1 180); do
    if curl -fsS "$base/readyz" >/dev/null 2>&1; then return 0; fi
    kill -0 "$app_pgid" 2>/dev/null || fail "pnpm start exited before /readyz answered"
    sleep 1
  done
  fail "/readyz did not answer within 180 s"
}

postgres_running() { pgrep -f -- "-D $EMBEDDED_PG_DIR" >/dev/null; }

stop_app() {
  kill -TERM -- "-$app_pgid" 2>/dev/null || true
  for _ in $(seq 1 30); do
    if ! kill -0 "$app_pgid" 2>/dev/null && ! postgres_running; then return 0; fi
    sleep 1
  done
  fail "app or its postgres still running 30 s after SIGTERM"
}

json() { node -e "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>{const v=JSON.parse(s);console.log($1)})"; }

echo "--- first start"
start_app
curl -fsS "$base/healthz" | grep -q '"ok"' || fail "/healthz"
headers=$(mktemp)
# A weak password is refused with its reasons (400 WEAK_PASSWORD); a strong one signs up.
weak=$(curl -sS -o /dev/stdout -w ' %{http_code}' -H 'content-type: application/json' -H "origin: http://localhost:$PORT" \
  -d '{"email":"smoke@example.test","password":"smoke-test-password","name":"Smoke"}' "$base/api/auth/sign-up/email")
echo "$weak" | grep -q '"code":"WEAK_PASSWORD".* 400$' || fail "a weak password was not refused: $weak"
curl -fsS -D "$headers" -H 'content-type: application/json' -H "origin: http://localhost:$PORT" -H 'x-mnemo-bearer: true' \
  -d '{"email":"smoke@example.test","password":"quiet-lantern-harbour-42","name":"Smoke"}' "$base/api/auth/sign-up/email" >/dev/null \
  || fail "sign-up"
token=$(grep -i '^set-auth-token:' "$headers" | cut -d' ' -f2 | tr -d '\r')
[ -n "$token" ] || fail "no bearer token from sign-up"
auth=(-H "authorization: Bearer $token" -H 'content-type: application/json')
[ "$(curl -s -o /dev/null -w '%{http_code}' "$base/api/notes/groups")" = 401 ] || fail "unauthenticated call was not 401"
curl -fsS "${auth[@]}" -d '{"title":""}' "$base/api/notes/add_group" | json 'v.title' | grep -qx 'New Deck' || fail "add_group"
# A new account starts on the Free plan (NEW_ACCOUNT_PLAN's default).
curl -fsS "${auth[@]}" "$base/api/subscription" | json 'v.subscription.status + " " + v.subscription.plan_id' | grep -qx 'active free' \
  || fail "a new account is not on the Free plan"
curl -fsS "$base/" | grep -qi '<div id="root"' || fail "the web app is not served at /"
curl -fsSI "$base/" | grep -qi "^content-security-policy:.*frame-ancestors 'none'" || fail "no Content-Security-Policy on /"
# pnpm start runs as production: the Vite dev server's origin may not change data.
dev=$(curl -s -o /dev/null -w '%{http_code}' "${auth[@]}" -H 'origin: http://localhost:5173' -d '{"title":"x"}' "$base/api/notes/add_group")
[ "$dev" = 403 ] || fail "a request from the dev origin was not refused under pnpm start ($dev)"
stop_app
echo "stopped cleanly"

echo "--- restart keeps data"
start_app
count=$(curl -fsS "${auth[@]}" "$base/api/notes/groups" | json 'v.length')
[ "$count" = 1 ] || fail "expected the deck from the first run, found $count decks"

echo "--- SIGKILL, then start again"
# Kill every process of the app, as a crash or OOM kill would. Its PostgreSQL runs in a session of its
# own, with a keeper that stops it when its owner dies: it must not be left running.
for pid in $(pgrep -g "$app_pgid"); do kill -KILL "$pid" 2>/dev/null || true; done
for _ in $(seq 1 20); do postgres_running || break; sleep 1; done
postgres_running && fail "the embedded postgres was left running 20 s after the app was killed"
start_app
count=$(curl -fsS "${auth[@]}" "$base/api/notes/groups" | json 'v.length')
[ "$count" = 1 ] || fail "expected 1 deck after restarting from a killed app, found $count"

echo "--- postgres killed too (a stale postmaster.pid), then start again"
for pid in $(pgrep -g "$app_pgid"); do kill -KILL "$pid" 2>/dev/null || true; done
pkill -KILL -f -- "-D $EMBEDDED_PG_DIR" 2>/dev/null || true
sleep 1
[ -f "$EMBEDDED_PG_DIR/postmaster.pid" ] || fail "expected a stale postmaster.pid after killing postgres"
start_app
count=$(curl -fsS "${auth[@]}" "$base/api/notes/groups" | json 'v.length')
[ "$count" = 1 ] || fail "expected 1 deck after the stale-postmaster restart, found $count"
stop_app
rm -rf "$EMBEDDED_PG_DIR" "$EMBEDDED_PG_DIR.owner"
echo "SMOKE OK"
