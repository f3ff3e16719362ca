/* SPDX-License-Identifier: GPL-2.0 */
/*
 * compat/timeval.h - struct timeval and do_gettimeofday() for kernel code.
 *
 * 2.4 drivers took the wall-clock time with do_gettimeofday(&tv) into a
 * struct timeval (seconds and microseconds).  For y2038 the kernel moved
 * to struct timespec64 and ktime_get_real_ts64(): 5.0 removed
 * do_gettimeofday() (commit e4b92b108c6c, "timekeeping: remove obsolete
 * time accessors") and struct timeval later left kernel code: on 6.1
 * <uapi/linux/time.h> defines it for userspace only (#ifndef __KERNEL__).
 *
 * This header brings both back, gated by probes, with the layout of the
 * kernel's struct __kernel_old_timeval and of the classic userspace
 * struct timeval (tv_sec a long, tv_usec in microseconds), so a driver
 * that copies one to user space keeps its ABI.  y2038: on 64-bit kernels
 * tv_sec is 64 bits wide and does not overflow; on 32-bit kernels it
 * overflows in January 2038, exactly as the original did.  New code uses
 * struct timespec64.  See porting-guide/timeval.md.
 */
#ifndef __DRVCOMPAT_TIMEVAL_H
#define __DRVCOMPAT_TIMEVAL_H

#include <linux/types.h>
#include <linux/time64.h>
#include <compat-probes.h>
#include <compat/plumbing.h>

#ifndef DRVCOMPAT_HAVE_STRUCT_TIMEVAL
/**
 * struct timeval - 2.4 wall-clock time: seconds and microseconds
 * @tv_sec: seconds since the epoch (a long: 64 bits on 64-bit kernels)
 * @tv_usec: microseconds, 0..999999
 *
 * The layout of struct __kernel_old_timeval and of userspace's classic
 * struct timeval.  Not y2038-safe on 32-bit kernels, as in 2.4.  See
 * porting-guide/timeval.md.
 */
struct timeval {
	__kernel_old_time_t	tv_sec;
	__kernel_suseconds_t	tv_usec;
};
#endif

#ifndef DRVCOMPAT_HAVE_DO_GETTIMEOFDAY
/*
 * <linux/timekeeping.h> declares it too; this header is reached from
 * <linux/time.h>, which must not pull timekeeping.h (and ktime.h) in.
 */
void ktime_get_real_ts64(struct timespec64 *tv);

/* argument-free, so that kernel-doc parses the prototype below */
#define __drvcompat_deprecated_timeval					\
	__drvcompat_deprecated("do_gettimeofday() is gone since 5.0, see porting-guide/timeval.md")

/**
 * do_gettimeofday() - 2.4 "read the wall-clock time"
 * @tv: where to store it
 *
 * ktime_get_real_ts64() with the nanoseconds cut to microseconds, which
 * is what the kernel's own do_gettimeofday() did in its last versions
 * (4.x).  See porting-guide/timeval.md.
 */
static inline __drvcompat_deprecated_timeval
void do_gettimeofday(struct timeval *tv)
{
	struct timespec64 now;

	ktime_get_real_ts64(&now);
	tv->tv_sec = now.tv_sec;
	tv->tv_usec = now.tv_nsec / NSEC_PER_USEC;
}
#endif

#endif /* __DRVCOMPAT_TIMEVAL_H */
