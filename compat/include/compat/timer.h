/* SPDX-License-Identifier: GPL-2.0 */
/*
 * compat/timer.h - the 2.4 kernel timer names that still mean what they
 * meant: init_timer(), del_timer(), del_timer_sync(), and from_timer()
 * for the code port-check --fix writes.
 *
 * 2.4's timer (include/linux/timer.h in 2.4.0) was
 *
 *	struct timer_list {
 *		struct list_head list;
 *		unsigned long expires;
 *		unsigned long data;
 *		void (*function)(unsigned long);
 *	};
 *
 * set up with init_timer(&t) and then t.data and t.function by hand (or a
 * static "{ function: f }" initializer, 2.6's TIMER_INITIALIZER(f,
 * expires, data)); the kernel called t.function(t.data).  4.14 added
 * timer_setup() and from_timer(), 4.15 converted every caller and removed
 * init_timer(), setup_timer() and the data field: since then the handler
 * is void f(struct timer_list *t) and finds its object with from_timer().
 *
 * What compat cannot do: give the struct its data field back or accept a
 * handler taking an unsigned long.  struct timer_list is embedded in
 * hundreds of kernel structures (a task's, a socket's, a device's); a
 * header that redefined it would change their layout in the driver's
 * view and not in the kernel's.  So "t.data = x;" never builds on a
 * modern kernel, and "t.function = f;" with a 2.4 handler is a pointer of
 * the wrong type (an error: the kernel builds with
 * -Werror=incompatible-pointer-types).  port-check's timer rule reports
 * both, and its --fix rewrites them to timer_setup(), a
 * struct timer_list * handler and from_timer() (porting-guide/timer.md).
 *
 * What compat gives, each name only where its probe finds the kernel
 * without it: init_timer() (a driver that already sets a
 * struct timer_list * handler keeps the 2.4 spelling of the set-up), and
 * del_timer(), del_timer_sync() and from_timer(), which 6.2 renamed
 * timer_delete() and timer_delete_sync() (keeping the old names as
 * wrappers, which newer kernels drop, as they rename from_timer()
 * timer_container_of()), so that the fixed code builds there too.
 */
#ifndef __DRVCOMPAT_TIMER_H
#define __DRVCOMPAT_TIMER_H

#include <linux/timer.h>
#include <compat-probes.h>
#include <compat/plumbing.h>

#ifndef DRVCOMPAT_HAVE_INIT_TIMER
/**
 * init_timer() - 2.4 "make this timer ready for add_timer()"
 * @timer: the struct timer_list to initialise
 *
 * timer_setup(@timer, %NULL, 0): the timer is initialised and not
 * pending, with no function yet.  The driver must then set
 * @timer->function to a void f(struct timer_list *) handler (what 2.4's
 * t.function = f becomes) before add_timer() or mod_timer(); 2.4's
 * @timer->data does not exist any more.  A 2.4 handler taking an
 * unsigned long does not build: port-check --fix rewrites the driver to
 * timer_setup().  See porting-guide/timer.md.
 */
#define init_timer(timer)						\
	__drvcompat_legacy_stmt("init_timer() is timer_setup() since 4.15, see porting-guide/timer.md", \
				timer_setup((timer), NULL, 0))
#endif

#ifndef DRVCOMPAT_HAVE_DEL_TIMER_SYNC
/**
 * del_timer_sync() - deactivate a timer and wait for its handler to end
 * @timer: the timer
 *
 * timer_delete_sync(), the name 6.2 gave it (and 6.1's stable updates).  As in 2.4 (where SMP
 * kernels had it): on return the timer is not pending and its handler is
 * not running on any CPU, even one that re-arms the timer.  Not from
 * the handler itself, nor under a lock the handler takes.
 * See porting-guide/timer.md.
 *
 * Return: 1 if the timer was pending, 0 if not.
 */
#define del_timer_sync(timer) timer_delete_sync(timer)

/**
 * del_timer() - deactivate a timer without waiting for its handler
 * @timer: the timer
 *
 * timer_delete(), the name 6.2 gave it.  The handler may still be running
 * on another CPU when it returns: before freeing the timer or unloading,
 * use del_timer_sync().  See porting-guide/timer.md.
 *
 * Return: 1 if the timer was pending, 0 if not.
 */
#define del_timer(timer) timer_delete(timer)
#endif

#ifndef DRVCOMPAT_HAVE_FROM_TIMER
/**
 * from_timer() - the structure a timer handler's timer is embedded in
 * @var: a pointer variable of the containing type (only its type is used)
 * @callback_timer: the struct timer_list * the handler was given
 * @timer_fieldname: the name of the timer's field in that structure
 *
 * container_of(), as 4.14's from_timer() was; later kernels call it
 * timer_container_of().  See porting-guide/timer.md.
 *
 * Return: a pointer to the containing structure.
 */
#define from_timer(var, callback_timer, timer_fieldname)		\
	container_of(callback_timer, typeof(*(var)), timer_fieldname)
#endif

#endif /* __DRVCOMPAT_TIMER_H */
