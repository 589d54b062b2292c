#!/bin/sh
# Install this Boulanger bundle for the current user, no root needed:
#   the app in ~/.local/opt/boulanger, `boulanger` and `boulanger-solve` in ~/.local/bin,
#   the menu entry, AppStream metadata and icons under ~/.local/share.
# Run it from the unpacked bundle: ./install.sh   (undo with ~/.local/opt/boulanger/uninstall.sh)
set -eu

APP_ID=io.github.boulanger.Boulanger
here=$(cd "$(dirname "$0")" && pwd)
opt="$HOME/.local/opt/boulanger"
bin="$HOME/.local/bin"
data="${XDG_DATA_HOME:-$HOME/.local/share}"

if [ ! -x "$here/boulanger" ] || [ ! -d "$here/share/applications" ]; then
    echo "install.sh: run me from the unpacked Boulanger bundle (no boulanger next to me)" >&2
    exit 1
fi

# The bundle itself: copied beside the old one, then swapped in, so a failed copy leaves
# the installed app as it was. Running from the installed copy only refreshes the links.
if [ "$here" != "$opt" ]; then
    mkdir -p "$(dirname "$opt")"
    rm -rf "$opt.new"
    cp -R "$here" "$opt.new"
    rm -rf "$opt"
    mv "$opt.new" "$opt"
fi

manifest="$opt/.installed-files"
: > "$manifest"
place() {  # place SOURCE TARGET: copy one file and remember it for uninstall.sh
    mkdir -p "$(dirname "$2")"
    cp "$1" "$2"
    echo "$2" >> "$manifest"
}

mkdir -p "$bin"
for program in boulanger boulanger-solve; do
    ln -sf "$opt/$program" "$bin/$program"
    echo "$bin/$program" >> "$manifest"
done

desktop="$data/applications/$APP_ID.desktop"
mkdir -p "$(dirname "$desktop")"
sed -e "s|^Exec=boulanger|Exec=\"$opt/boulanger\"|" -e "s|^TryExec=.*|TryExec=$opt/boulanger|" \
    "$opt/share/applications/$APP_ID.desktop" > "$desktop"
echo "$desktop" >> "$manifest"
place "$opt/share/metainfo/$APP_ID.metainfo.xml" "$data/metainfo/$APP_ID.metainfo.xml"
(cd "$opt/share/icons" && find hicolor -type f) | while read -r icon; do
    place "$opt/share/icons/$icon" "$data/icons/$icon"
done

# Desktops watch these folders; a newer folder time tells icon caches to look again. (No
# cache is written here: one left in ~/.local/share/icons would hide other apps' icons.)
touch "$data/applications" "$data/icons/hicolor"

echo "Boulanger installed in $opt"
case ":$PATH:" in
    *":$bin:"*) echo "Start it from your applications menu, or run: boulanger" ;;
    *) echo "Start it from your applications menu, or run: $bin/boulanger ($bin is not on your PATH)" ;;
esac
