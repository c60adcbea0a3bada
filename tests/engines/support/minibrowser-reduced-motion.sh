#!/bin/sh
# MiniBrowser with GTK's animations turned off, the setting WebKitGTK reports to pages as
# `prefers-reduced-motion: reduce` (a person's 'Reduce animation' in GNOME). Its own config folder,
# so no other MiniBrowser of the run is touched.
config=$(mktemp -d)
mkdir -p "$config/gtk-3.0"
printf '[Settings]\ngtk-enable-animations=0\n' > "$config/gtk-3.0/settings.ini"
XDG_CONFIG_HOME="$config" exec "${WEBKIT_MINIBROWSER:-/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser}" "$@"
