#!/bin/sh
# The compose stack's secrets, made once on its first start into the folder given (a volume every
# Rubrica container mounts read-only at /run/rubrica-secrets): random client secrets, cookie keys,
# webhook key and WhatsApp sandbox secrets, and a self-signed sealing certificate (PKCS#12) with a
# random password. The processes run with NODE_ENV=production and read each one through
# `<NAME>_FILE`; nothing secret is written in docker-compose.yml. Files already there are kept.
#   deploy/local-secrets.sh /run/rubrica-secrets [uid:gid that reads them]
set -eu
dir=${1:?usage: local-secrets.sh <folder> [owner]}
owner=${2:-1000:1000}
umask 077
mkdir -p "$dir"

# Written aside, then renamed: a half-written file never carries a secret's name.
keep() {
  [ -s "$dir/$1" ] && return 0
  cat >"$dir/.$1.new"
  mv "$dir/.$1.new" "$dir/$1"
}

random() { head -c 32 /dev/urandom | base64 | tr -d '\n'; }

for name in WEB_CLIENT_SECRET GATEWAY_CLIENT_SECRET OIDC_COOKIE_KEYS WEBHOOK_SECRETS_KEY \
  WHATSAPP_APP_SECRET WHATSAPP_VERIFY_TOKEN SIGNING_PKCS12_PASSWORD SANDBOX_WEBHOOK_SECRET; do
  random | keep "$name"
done

if [ ! -s "$dir/seal.p12" ]; then
  work=$(mktemp -d)
  openssl req -x509 -newkey rsa:3072 -sha256 -days 3650 -nodes \
    -subj '/C=BR/O=Rubrica (local compose stack)/CN=Rubrica local seal' \
    -addext 'keyUsage=critical,digitalSignature,nonRepudiation' \
    -keyout "$work/seal.key" -out "$work/seal.crt" 2>/dev/null
  openssl pkcs12 -export -inkey "$work/seal.key" -in "$work/seal.crt" \
    -passout "file:$dir/SIGNING_PKCS12_PASSWORD" -out "$work/seal.p12"
  keep seal.p12 <"$work/seal.p12"
  rm -rf "$work"
fi

chown -R "$owner" "$dir"
chmod 0400 "$dir"/*
chmod 0500 "$dir"
