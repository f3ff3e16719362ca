# SPDX-License-Identifier: GPL-2.0
#
# compat-devfs: 2.4 devfs_register() in a legacy driver makes a node under
# /dev (through drvcompat.ko's class and devtmpfs) with the requested numbers
# and permissions, also inside a devfs_mk_dir() directory; unloading the
# driver (devfs_unregister) removes them again.
. "$KTAP_LIB"

ktap_plan 8

# node PATH: "TYPE+PERMS MAJOR MINOR" from ls -l, e.g. "crw------- 250 7"
node()
{
	ls -l "$1" 2>/dev/null | awk '{ sub(",", "", $5); print $1, $5, $6 }'
}

ktap_check "modprobe compat_test" modprobe compat_test
major=$(cat /sys/module/compat_test/parameters/major 2>/dev/null)

got=$(node /dev/compat_test_devfs)
if [ "$got" = "crw------- $major 7" ]; then
	ktap_ok "devfs_register() made /dev/compat_test_devfs (char $major:7, 0600)"
else
	ktap_fail "devfs_register() made /dev/compat_test_devfs (char $major:7, 0600)" "got: '$got'"
fi
got=$(node /dev/compat_test_dir/node)
if [ "$got" = "crw-r----- $major 8" ]; then
	ktap_ok "devfs_mk_dir() + devfs_register() made /dev/compat_test_dir/node (char $major:8, 0640)"
else
	ktap_fail "devfs_mk_dir() + devfs_register() made /dev/compat_test_dir/node" "got: '$got'"
fi
ktap_check "the nodes are devices of the drvcompat_devfs class" \
	test -e /sys/class/drvcompat_devfs/compat_test_devfs
if [ "$(cat /dev/compat_test_devfs 2>&1)" = "iminor=7 imajor=$major MINOR=7 minor=7 kdev_minor=7" ]; then
	ktap_ok "the devfs node opens the driver (minor 7)"
else
	ktap_fail "the devfs node opens the driver (minor 7)"
fi

ktap_check "rmmod compat_test" rmmod compat_test
if [ ! -e /dev/compat_test_devfs ] && [ ! -e /dev/compat_test_dir/node ] &&
   [ ! -e /sys/class/drvcompat_devfs/compat_test_devfs ]; then
	ktap_ok "devfs_unregister() on unload removed the nodes"
else
	ktap_fail "devfs_unregister() on unload removed the nodes" "$(ls -ld /dev/compat_test* 2>&1)"
fi
rmdir /dev/compat_test_dir 2>/dev/null
ktap_check "rmmod drvcompat" rmmod drvcompat

ktap_done
