/* SPDX-License-Identifier: GPL-2.0 */
/*
 * demo.h - loading the demo drivers (demo, demo_legacy) on the Alpha guest.
 */
#ifndef DRVCOMPAT_ALPHA_DEMO_H
#define DRVCOMPAT_ALPHA_DEMO_H

#include "ktap.h"

static const char *const demo_mods[] = { "demo", "demo_legacy" };
static int demo_had_compat;

/* demo_load(MOD, PARAMS): drvcompat (unless loaded), then MOD; 0 or -errno */
static inline int demo_load(const char *mod, const char *params)
{
	int ret;

	demo_had_compat = module_loaded("drvcompat");
	if (!demo_had_compat) {
		ret = load_module("drvcompat", "");
		if (ret)
			return ret;
	}
	return load_module(mod, params);
}

/* demo_unload(MOD): MOD, then drvcompat if demo_load() loaded it */
static inline int demo_unload(const char *mod)
{
	int ret = unload_module(mod);

	if (!ret && module_loaded(mod))
		ret = -EBUSY;
	if (!demo_had_compat && module_loaded("drvcompat") &&
	    unload_module("drvcompat") && !ret)
		ret = -EBUSY;
	return ret;
}

/* demo_result(MOD, OK, WHAT, DIAG): ktap_result() of "MOD: WHAT" */
static inline int demo_result(const char *mod, int ok, const char *what,
			      const char *diag)
{
	char desc[160];

	snprintf(desc, sizeof(desc), "%s: %s", mod, what);
	return ktap_result(ok, desc, diag);
}

#endif /* DRVCOMPAT_ALPHA_DEMO_H */
