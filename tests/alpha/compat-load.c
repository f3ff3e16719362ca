// SPDX-License-Identifier: GPL-2.0
/*
 * compat-load - drvcompat.ko loads, says its version in sysfs and unloads,
 * three times over, on the Alpha guest.
 */
#include "ktap.h"

int main(void)
{
	char ver[128], desc[128];
	int i, ok;

	ktap_plan(7);
	ok = load_module("drvcompat", "") == 0 && module_loaded("drvcompat");
	ktap_result(ok, "load drvcompat.ko (finit_module)", NULL);
	ok = read_file("/sys/module/drvcompat/version", ver, sizeof(ver)) > 0;
	if (ok)
		ver[strcspn(ver, "\n")] = '\0';
	ktap_result(ok, "/sys/module/drvcompat/version is there",
		    "cannot read /sys/module/drvcompat/version");
	if (ok)
		ktap_diag("drvcompat version %s", ver);
	ktap_result(unload_module("drvcompat") == 0 && !module_loaded("drvcompat"),
		    "unload drvcompat", NULL);
	for (i = 2; i <= 3; i++) {
		snprintf(desc, sizeof(desc), "load %d", i);
		ktap_result(load_module("drvcompat", "") == 0, desc, NULL);
		snprintf(desc, sizeof(desc), "unload %d", i);
		ktap_result(unload_module("drvcompat") == 0 &&
			    !module_loaded("drvcompat"), desc, NULL);
	}
	return ktap_done();
}
