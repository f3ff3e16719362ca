# SPDX-License-Identifier: GPL-2.0
# shellcheck shell=sh
#
# fake-deb.sh - made-up Debian packages for the host tests of scripts/setup
# (sourced; nothing is installed: setup only downloads and unpacks them).
#
#   fake_deb DIR NAME OUT     build DIR (a package's file tree) into the
#                             .deb OUT, its control naming package NAME
#   fake_image DIR KVER REAL  fill DIR with what linux-image-KVER holds
#                             that setup takes: the vmlinuz and the three
#                             module lists, copied from the cache entry REAL

fake_deb()
{
	mkdir -p "$1/DEBIAN" &&
	printf 'Package: %s\nVersion: 1\nArchitecture: all\nMaintainer: t <t@t>\nDescription: t\n' \
		"$2" >"$1/DEBIAN/control" &&
	dpkg-deb -Zgzip -b "$1" "$3" >/dev/null 2>&1
}

fake_image()
{
	mkdir -p "$1/boot" "$1/lib/modules/$2" &&
	cp "$3/vmlinuz" "$1/boot/vmlinuz-$2" &&
	for _f in modules.builtin modules.builtin.modinfo modules.order; do
		cp "$3/$_f" "$1/lib/modules/$2/$_f" || return 1
	done
}
