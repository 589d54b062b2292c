#!/bin/sh
# CI: install a built bundle with its install.sh into a throw-away HOME, check the menu entry,
# metadata, icons and commands, then uninstall and check that nothing is left.
#   packaging/linux/check_install.sh dist/boulanger
set -eu

APP_ID=io.github.boulanger.Boulanger
bundle=$(cd "${1:?usage: check_install.sh BUNDLE_DIR}" && pwd)
HOME=$(mktemp -d)
export HOME
unset XDG_DATA_HOME
fail() { echo "check_install: $*" >&2; exit 1; }

"$bundle/install.sh"
opt="$HOME/.local/opt/boulanger"
share="$HOME/.local/share"
desktop="$share/applications/$APP_ID.desktop"
[ -x "$opt/boulanger" ] && [ -x "$opt/boulanger-solve" ] || fail "the app is not in $opt"
desktop-file-validate "$desktop"
appstreamcli validate --no-net --strict "$share/metainfo/$APP_ID.metainfo.xml" >/dev/null
for size in 16x16 32x32 48x48 128x128 256x256 512x512 scalable; do
    ls "$share/icons/hicolor/$size/apps/$APP_ID".* >/dev/null 2>&1 || fail "no $size icon"
done

# Start the menu entry's command the way a desktop would (its Exec line), asking for the version.
exec_line=$(sed -n 's/^Exec=//p' "$desktop")
version=$(eval "$exec_line --version")
[ "$version" = "$("$HOME/.local/bin/boulanger" --version)" ] || fail "Exec and ~/.local/bin disagree"
"$HOME/.local/bin/boulanger-solve" --version >/dev/null
echo "installed: $version, menu entry, metadata and icons valid"

"$opt/uninstall.sh" >/dev/null
left=$(find "$HOME" \( -type f -o -type l \) -print)
[ -z "$left" ] || fail "uninstall left files behind: $left"
[ ! -e "$opt" ] || fail "uninstall left $opt"
[ ! -e "$share/icons" ] || fail "uninstall left $share/icons"
echo "uninstalled: nothing left"
rm -rf "$HOME"
