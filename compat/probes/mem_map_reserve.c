// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: mem_map_reserve()/mem_map_unreserve(), 2.4's <linux/wrapper.h>
 * (set_bit(PG_reserved, ...); 2.6 removed the header, drivers call
 * SetPageReserved()/ClearPageReserved())
 * Compiles against KDIR iff the kernel has them; gen-probes.sh then
 * defines DRVCOMPAT_HAVE_MEM_MAP_RESERVE in generated/compat-probes.h.
 */
#include <linux/mm.h>
void compat_probe(struct page *page);
void compat_probe(struct page *page)
{
	mem_map_reserve(page);
	mem_map_unreserve(page);
}
