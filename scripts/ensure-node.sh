#!/usr/bin/env bash
# Rubrica runs on Node.js 24 LTS (package.json "engines"; .node-version pins the exact release).
# The system's node is used when it is in that range (scripts/node-version.mjs); otherwise the pinned release
# is installed from the npm registry (the node-<platform>-<arch> package ships the official binary)
# into .tools/node, which the Makefile and .ci/run put first on PATH. Prints the node it settles on.
set -euo pipefail
cd "$(dirname "$0")/.."

pinned=$(tr -d '[:space:]' < .node-version)
tools_bin="$PWD/.tools/node/bin"

# True when $1 (a node binary) is a release Rubrica supports.
supported() { "$1" scripts/node-version.mjs 2>/dev/null; }

if [ -x "$tools_bin/node" ] && supported "$tools_bin/node"; then
  echo "ensure-node: Node.js $("$tools_bin/node" --version) (.tools/node)"
  exit 0
fi
system_node=$(command -v node || true)
if [ -n "$system_node" ] && [ "$system_node" != "$tools_bin/node" ] && supported "$system_node"; then
  echo "ensure-node: Node.js $("$system_node" --version) ($system_node)"
  exit 0
fi

found=$([ -n "$system_node" ] && "$system_node" --version || echo "none")
advice="Install Node.js 24 LTS (package.json engines) and run make again, or give make access to the npm registry so it can fetch Node.js $pinned into .tools/node."
if ! command -v npm >/dev/null; then
  echo "ensure-node: Rubrica needs Node.js 24 (found: $found) and npm is not there to fetch it. $advice" >&2
  exit 1
fi
case "$(uname -s)" in Linux) platform=linux ;; Darwin) platform=darwin ;; *) platform=unsupported ;; esac
case "$(uname -m)" in x86_64 | amd64) arch=x64 ;; aarch64 | arm64) arch=arm64 ;; *) arch=unsupported ;; esac
package="node-$platform-$arch"
echo "ensure-node: Rubrica needs Node.js 24 (found: $found); installing $package@$pinned into .tools/node"
rm -rf .tools/node
mkdir -p .tools/node/bin
if ! npm install --prefix .tools/node --no-save --no-package-lock --no-audit --no-fund --loglevel=error \
  "$package@$pinned" >&2; then
  echo "ensure-node: could not install $package@$pinned. $advice" >&2
  rm -rf .tools/node
  exit 1
fi
ln -sf "../node_modules/$package/bin/node" "$tools_bin/node"
if ! supported "$tools_bin/node"; then
  echo "ensure-node: the installed $package does not run here. $advice" >&2
  rm -rf .tools/node
  exit 1
fi
echo "ensure-node: Node.js $("$tools_bin/node" --version) (.tools/node)"
