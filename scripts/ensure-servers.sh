#!/usr/bin/env bash
# Starts PostgreSQL, Redis and NATS (JetStream) on localhost if they are installed but not
# running. With --install, installs the missing ones from Debian's packages first (needs root).
set -euo pipefail

install=false
[ "${1:-}" = "--install" ] && install=true

port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

wait_port() {
  for _ in $(seq 1 60); do port_open "$1" && return 0; sleep 0.5; done
  echo "ensure-servers: $2 did not open port $1" >&2
  return 1
}

need_pkgs=()
command -v pg_ctlcluster >/dev/null || need_pkgs+=(postgresql)
command -v redis-server >/dev/null || need_pkgs+=(redis-server)
[ -x /usr/sbin/nats-server ] || command -v nats-server >/dev/null || need_pkgs+=(nats-server)
if [ ${#need_pkgs[@]} -gt 0 ]; then
  if $install; then
    echo "ensure-servers: installing ${need_pkgs[*]}"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need_pkgs[@]}" >/dev/null
  else
    echo "ensure-servers: missing ${need_pkgs[*]}. Install them (Debian: apt-get install -y ${need_pkgs[*]}) or use 'docker compose up'." >&2
    exit 1
  fi
fi

if ! port_open 5432; then
  echo "ensure-servers: starting PostgreSQL"
  version=$(ls /etc/postgresql | sort -V | tail -n 1)
  pg_ctlcluster --skip-systemctl-redirect "$version" main start
  wait_port 5432 PostgreSQL
  # Local trust for the postgres role on 127.0.0.1 (a fresh Debian cluster asks for a password).
  if ! psql -h 127.0.0.1 -U postgres -c 'select 1' >/dev/null 2>&1; then
    hba="/etc/postgresql/$version/main/pg_hba.conf"
    sed -i '1i host all all 127.0.0.1/32 trust\nhost all all ::1/128 trust' "$hba"
    pg_ctlcluster --skip-systemctl-redirect "$version" main reload
  fi
fi
if ! port_open 6379; then
  echo "ensure-servers: starting Redis"
  mkdir -p /var/lib/redis /var/log/redis
  redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/rubrica.log
  wait_port 6379 Redis
fi
if ! port_open 4222; then
  echo "ensure-servers: starting NATS with JetStream"
  mkdir -p /var/lib/nats-server
  nats=$(command -v nats-server || echo /usr/sbin/nats-server)
  start-stop-daemon --start --oknodo --background --exec "$nats" -- -a 127.0.0.1 -p 4222 -js -sd /var/lib/nats-server -l /var/log/nats-server.log
  wait_port 4222 NATS
fi
command -v soffice >/dev/null || echo "ensure-servers: LibreOffice is missing, so office documents will not convert to PDF (Debian: apt-get install -y --no-install-recommends libreoffice-writer-nogui)" >&2
echo "ensure-servers: PostgreSQL, Redis and NATS are up"
