#!/bin/sh
# CI (as root, on Debian or Ubuntu): install the .deb with apt as a user would, start both
# programs from /usr/bin (--version, a --screenshot of a real board, a solve), check the
# menu entry, metadata and icons, then remove it and check that nothing of it is left.
#   packaging/linux/check_deb.sh dist/boulanger-solitaire_<version>_<arch>.deb
set -eu

APP_ID=io.github.boulanger.Boulanger
deb=$(cd "$(dirname "${1:?usage: check_deb.sh PACKAGE.deb}")" && pwd)/$(basename "$1")
fail() { echo "check_deb: $*" >&2; exit 1; }
[ "$(id -u)" = 0 ] || fail "run as root (apt installs into /usr)"

DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$deb" >/dev/null
[ -L /usr/bin/boulanger ] && [ -L /usr/bin/boulanger-solve ] || fail "no /usr/bin links"
[ -x /usr/lib/boulanger/boulanger ] || fail "the app is not in /usr/lib/boulanger"
desktop-file-validate "/usr/share/applications/$APP_ID.desktop"
appstreamcli validate --no-net --strict "/usr/share/metainfo/$APP_ID.metainfo.xml" >/dev/null
for size in 16x16 32x32 48x48 128x128 256x256 512x512 scalable; do
    ls "/usr/share/icons/hicolor/$size/apps/$APP_ID".* >/dev/null 2>&1 || fail "no $size icon"
done
[ -s /usr/lib/boulanger/_internal/licenses/index.json ] || fail "no licences"

home=$(mktemp -d)
version=$(BOULANGER_HOME="$home" QT_QPA_PLATFORM=offscreen boulanger --version)
BOULANGER_HOME="$home" QT_QPA_PLATFORM=offscreen boulanger --deal 1 --screenshot "$home/board.png" --size 800x600
[ "$(head -c 8 "$home/board.png" | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ] || fail "no PNG written"
[ "$(stat -c %s "$home/board.png")" -gt 20000 ] || fail "the screenshot is nearly empty"
BOULANGER_HOME="$home" boulanger-solve --deal 1 --json | grep -q '"verdict": *"solved"' || fail "no solution"
rm -rf "$home"
# The menu entry's command is the one on PATH.
[ "$(sed -n 's/^Exec=//p' "/usr/share/applications/$APP_ID.desktop")" = boulanger ] || fail "Exec is not boulanger"
echo "installed with apt: $version, screenshot and solver work, menu entry, metadata and icons valid"

DEBIAN_FRONTEND=noninteractive apt-get remove -y -qq boulanger-solitaire >/dev/null
left=$(dpkg -L boulanger-solitaire 2>/dev/null || true)
[ ! -e /usr/lib/boulanger ] || fail "removal left /usr/lib/boulanger"
[ ! -e /usr/bin/boulanger ] || fail "removal left /usr/bin/boulanger"
[ ! -e "/usr/share/applications/$APP_ID.desktop" ] || fail "removal left the menu entry"
[ -z "$left" ] || fail "dpkg still lists files: $left"
echo "removed: nothing left"
