#!/bin/sh
# Remove Boulanger installed by install.sh: the app, its links, menu entry and icons.
# Your settings, statistics and saved game are kept (see the README: "Where your data lives").
set -eu

opt="$HOME/.local/opt/boulanger"
manifest="$opt/.installed-files"
if [ ! -f "$manifest" ]; then
    echo "uninstall.sh: Boulanger is not installed in $opt" >&2
    exit 1
fi

while read -r file; do
    case "$file" in
        "$HOME"/*) rm -f "$file" ;;  # only ever what install.sh placed under this home
    esac
done < "$manifest"
# Leave no empty folders of ours behind: each one is removed only while empty, and never
# ~/.local/share itself nor anything above it.
data="${XDG_DATA_HOME:-$HOME/.local/share}"
prune() {
    dir=$1
    while [ "${dir#"$data"/}" != "$dir" ] && rmdir "$dir" 2>/dev/null; do
        dir=$(dirname "$dir")
    done
}
sed -n 's|/[^/]*$||p' "$manifest" | sort -ru | while read -r dir; do
    prune "$dir"
done
rm -rf "$opt"
rmdir "$HOME/.local/opt" 2>/dev/null || true

echo "Boulanger removed. Your settings and statistics are still in ~/.config/boulanger and ~/.local/share/boulanger."
