#!/usr/bin/env bash
# Starts PostgreSQL, Redis and NATS (JetStream) on localhost if they are installed but not
# running, installing what is missing from Debian/Ubuntu packages when this user may (root, or
# passwordless sudo). --install (CI) insists on installing; otherwise a machine where nothing can
# be installed gets the exact command to run. LibreOffice is optional: without it only office
# uploads are unavailable (the storage worker says so), so its absence never stops `make run`.
set -euo pipefail

install=auto
[ "${1:-}" = "--install" ] && install=always

port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

wait_port() {
  for _ in $(seq 1 60); do port_open "$1" && return 0; sleep 0.5; done
  echo "ensure-servers: $2 did not open port $1" >&2
  return 1
}

# How root commands run here: directly as root, through passwordless sudo, or not at all.
if [ "$(id -u)" = 0 ]; then
  as_root() { "$@"; }
  can_root=true
elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
  as_root() { sudo -n "$@"; }
  can_root=true
else
  as_root() { "$@"; }
  can_root=false
fi
can_install=false
$can_root && command -v apt-get >/dev/null && can_install=true

apt_updated=false
apt_install() {
  if ! $apt_updated; then
    as_root apt-get update -qq
    apt_updated=true
  fi
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

need_pkgs=()
command -v pg_ctlcluster >/dev/null || need_pkgs+=(postgresql)
command -v redis-server >/dev/null || need_pkgs+=(redis-server)
[ -x /usr/sbin/nats-server ] || command -v nats-server >/dev/null || need_pkgs+=(nats-server)
if [ ${#need_pkgs[@]} -gt 0 ]; then
  if $can_install || [ $install = always ]; then
    echo "ensure-servers: installing ${need_pkgs[*]}"
    apt_install "${need_pkgs[@]}"
  else
    echo "ensure-servers: missing ${need_pkgs[*]}, and this user cannot install packages. Install them (Debian/Ubuntu: sudo apt-get install -y ${need_pkgs[*]}) and run make again, or use 'docker compose up'." >&2
    exit 1
  fi
fi

office_pkgs=(libreoffice-writer-nogui fonts-liberation2 fonts-crosextra-carlito fonts-crosextra-caladea)
if ! command -v soffice >/dev/null; then
  if $can_install; then
    echo "ensure-servers: installing LibreOffice for office documents (${office_pkgs[*]})"
    apt_install "${office_pkgs[@]}" ||
      echo "ensure-servers: LibreOffice could not be installed; everything else works, office uploads will say what to install" >&2
  else
    echo "ensure-servers: LibreOffice is missing, so office documents will not convert to PDF (everything else works). To add it: sudo apt-get install -y --no-install-recommends ${office_pkgs[*]}" >&2
  fi
fi

if ! port_open 5432; then
  echo "ensure-servers: starting PostgreSQL"
  version=$(ls /etc/postgresql | sort -V | tail -n 1)
  as_root pg_ctlcluster --skip-systemctl-redirect "$version" main start
  wait_port 5432 PostgreSQL
  # Local trust for the postgres role on 127.0.0.1 (a fresh Debian cluster asks for a password).
  if ! psql -h 127.0.0.1 -U postgres -c 'select 1' >/dev/null 2>&1; then
    hba="/etc/postgresql/$version/main/pg_hba.conf"
    as_root sed -i '1i host all all 127.0.0.1/32 trust\nhost all all ::1/128 trust' "$hba"
    as_root pg_ctlcluster --skip-systemctl-redirect "$version" main reload
  fi
fi
if ! port_open 6379; then
  echo "ensure-servers: starting Redis"
  as_root mkdir -p /var/lib/redis /var/log/redis
  as_root redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/rubrica.log
  wait_port 6379 Redis
fi
if ! port_open 4222; then
  echo "ensure-servers: starting NATS with JetStream"
  as_root mkdir -p /var/lib/nats-server
  nats=$(command -v nats-server || echo /usr/sbin/nats-server)
  # 2.10 and later take deploy/nats/nats-server.conf (every message on disk before its ack);
  # 2.9 knows no sync_interval, and the outboxes publish their recent events again after it restarts.
  nats_config=()
  nats_version=$("$nats" --version 2>/dev/null | sed -n 's/.*v\([0-9][0-9]*\)\.\([0-9][0-9]*\).*/\1 \2/p' || true)
  read -r nats_major nats_minor <<<"${nats_version:-0 0}"
  if [ "$nats_major" -gt 2 ] || { [ "$nats_major" -eq 2 ] && [ "$nats_minor" -ge 10 ]; }; then
    nats_config=(-c "$(cd "$(dirname "$0")/.." && pwd)/deploy/nats/nats-server.conf")
  else
    echo "ensure-servers: nats-server ${nats_major}.${nats_minor} cannot sync JetStream on every write (2.10 can); events stay safe through the outbox, which publishes recent ones again after a NATS restart" >&2
  fi
  as_root start-stop-daemon --start --oknodo --background --exec "$nats" -- "${nats_config[@]}" -a 127.0.0.1 -p 4222 -js -sd /var/lib/nats-server -l /var/log/nats-server.log
  wait_port 4222 NATS
fi
echo "ensure-servers: PostgreSQL, Redis and NATS are up"
