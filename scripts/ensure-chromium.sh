#!/bin/sh
# Browser tests use Debian's Chromium; never a downloaded browser build.
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "Installing Debian's chromium for the browser tests..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq && apt-get install -y -qq chromium >/dev/null
