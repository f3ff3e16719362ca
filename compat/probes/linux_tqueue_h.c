// SPDX-License-Identifier: GPL-2.0
/*
 * Probe: does the kernel still have <linux/tqueue.h> (task queues,
 * removed in 2.5 when 2.5.41 brought workqueues)?  (The compat overlay
 * shadows it: only include_next it when it
 * exists.)  Compiles against KDIR iff the kernel has it and its
 * queue_task(); gen-probes.sh then defines DRVCOMPAT_HAVE_LINUX_TQUEUE_H
 * in generated/compat-probes.h.
 */
#include <linux/tqueue.h>
void compat_probe(void *p);
void compat_probe(void *p)
{
	queue_task(p, &tq_immediate);
}
