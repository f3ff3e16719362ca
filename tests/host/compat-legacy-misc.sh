#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# cache-inputs: compat
#
# compat-legacy-misc: a 2.4 misc driver built unchanged through compat.mk
# (W=1, zero diagnostics) that gets the devfs API from <linux/miscdevice.h>
# alone (2.4's miscdevice.h included <linux/devfs_fs_kernel.h>), calls
# devfs_register_series(), compares a device number with NODEV and
# declares MODULE_PARM() parameters; then modinfo (on the .ko file, nothing
# is loaded) lists each MODULE_PARM() with the type module_param() would
# give it, and the module links against drvcompat.ko's exports.
. "$KTAP_LIB"
. "$(dirname "$0")/../lib/compat-test.sh"

ktap_plan 4

if ! ct_need_compat; then
	ktap_diag "compat/ does not build; see $CT_ROOT/compat-build.log"
fi

D=$(ct_case legacy24 <<'EOF'
// SPDX-License-Identifier: GPL-2.0
/* a 2.4 misc driver: no <linux/devfs_fs_kernel.h> of its own */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>

static int lh_int = 1;
static unsigned int lh_uint;
static short lh_short;
static unsigned char lh_byte;
static long lh_long;
static unsigned long lh_ulong;
static char *lh_charp = "x";
static char lh_string[16] = "abc";
static int lh_arr[4];
static unsigned short lh_uarr[2];
MODULE_PARM(lh_int, "i");
MODULE_PARM(lh_uint, "i");
MODULE_PARM(lh_short, "h");
MODULE_PARM(lh_byte, "b");
MODULE_PARM(lh_long, "l");
MODULE_PARM(lh_ulong, "l");
MODULE_PARM(lh_charp, "s");
MODULE_PARM(lh_string, "c16");
MODULE_PARM(lh_arr, "1-4i");
MODULE_PARM(lh_uarr, "2h");

static devfs_handle_t lh_dir;
static struct file_operations lh_fops;
static struct miscdevice lh_misc = {
	MISC_DYNAMIC_MINOR, "lh_misc", &lh_fops
};

static int lh_init(void)
{
	kdev_t dev = MKDEV(lh_int, 0);
	int ret;

	if (dev == NODEV)
		return -ENODEV;
	ret = misc_register(&lh_misc);
	if (ret)
		return ret;
	lh_dir = devfs_mk_dir(NULL, "lh", NULL);
	devfs_register_series(lh_dir, "unit%u", 4, DEVFS_FL_DEFAULT, 10,
			      lh_misc.minor, S_IFCHR | 0600, &lh_fops, NULL);
	return lh_uint + lh_short + lh_byte + lh_long + lh_ulong + lh_charp[0] +
		lh_string[0] + lh_arr[0] + lh_uarr[0] ? 0 : 0;
}

static void lh_exit(void)
{
	devfs_unregister(lh_dir);
	misc_deregister(&lh_misc);
}

module_init(lh_init);
module_exit(lh_exit);
MODULE_LICENSE("GPL");
EOF
)

ct_built "a 2.4 misc driver using devfs through <linux/miscdevice.h>, NODEV, MODULE_PARM builds W=1 with zero diagnostics" \
	"$D/build.log" M="$D" modules

KO=$D/legacy24.ko
got=$(modinfo -F parmtype "$KO" 2>/dev/null | sort | tr '\n' ';')
want="lh_arr:array of int;lh_byte:byte;lh_charp:charp;lh_int:int;lh_long:long;lh_short:short;lh_string:string;lh_uarr:array of ushort;lh_uint:uint;lh_ulong:ulong;"
ktap_same "modinfo -F parmtype lists every MODULE_PARM() with module_param()'s type name" \
	"$got" "$want"
n=$(modinfo -p "$KO" 2>/dev/null | grep -c '^lh_')
ktap_same "modinfo -p lists the 10 MODULE_PARM() parameters" "$n" 10
if modinfo -F depends "$KO" 2>/dev/null | grep -qw drvcompat; then
	ktap_ok "the module depends on drvcompat (devfs_register_series is drvcompat's)"
else
	ktap_fail "the module depends on drvcompat" "depends: '$(modinfo -F depends "$KO" 2>&1)'"
fi

ktap_done
