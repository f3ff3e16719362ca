# SPDX-License-Identifier: GPL-2.0
"""port-check's constants, its rule list (RULES), the exceptions the
modules raise, and the one-line message helpers."""

import os
import signal
import sys

PROG = "port-check"
MAX_BYTES = 1024 * 1024	# a 1 MiB file takes spatch ~20 s
# seconds per file, passed to spatch --timeout (the environment variable is
# there for tests)
try:
	SPATCH_FILE_TIMEOUT = max(1, int(os.environ.get(
		"PORT_CHECK_SPATCH_TIMEOUT", "45")))
except ValueError:
	SPATCH_FILE_TIMEOUT = 45
SPATCH_BASE_TIMEOUT = 120	# seconds for the whole run, plus per file
SPATCH_PER_FILE = 20
MAX_PATCH_ROUNDS = 4		# spatch patch runs until a fixed point
STAGE = "src"			# staged copies: <tmpdir>/src/fNNNN.[ch]

# rule id -> (guide topic, short description); the anchor is the rule id.
RULES = {
	"kdev-t": ("devnum", "kdev_t, MINOR/MAJOR(inode->i_rdev)"),
	"malloc-h": ("malloc", "#include <linux/malloc.h>"),
	"config-h": ("malloc", "#include <linux/config.h>"),
	"old-initializer": ("initializers", "GNU 'field: value' initializers"),
	"local-minmax": ("minmax", "driver-local min()/max() macros"),
	"min-3arg": ("minmax", "three-argument min()/max()"),
	"request-module-buf": ("request-module",
			       "request_module() with a non-literal format"),
	"umh-3arg": ("umh", "three-argument call_usermodehelper()"),
	"umh-wait-flag": ("umh", "literal 0/1 wait flag"),
	"exec-umh": ("umh", "exec_usermodehelper()"),
	"read-barrier-depends": ("barrier", "read_barrier_depends()"),
	"devfs": ("devfs", "devfs API"),
	"mod-use-count": ("module", "MOD_INC/DEC_USE_COUNT, "
			  "try_inc_mod_count()"),
	"fops-owner": ("module", "file_operations without .owner"),
	"set-module-owner": ("module", "SET_MODULE_OWNER()"),
	"old-ioctl": ("ioctl", "the locked .ioctl method"),
	"ioctl-cmd": ("ioctl", "ioctl command numbers the VFS answers itself"),
	"module-parm": ("module", "MODULE_PARM()"),
	"export-no-symbols": ("module", "EXPORT_NO_SYMBOLS"),
	"cleanup-module": ("module", "int cleanup_module()"),
	"f-dentry": ("f-dentry", "file->f_dentry, file->f_vfsmnt"),
	"proc": ("proc", "create_proc_entry(), read_proc, proc_root"),
	"headers": ("headers", "#include <asm/...> whose home is <linux/...>"),
	"bkl": ("bkl", "lock_kernel(), the big kernel lock"),
	"semaphore": ("semaphore", "DECLARE_MUTEX(), init_MUTEX()"),
	"spinlock": ("spinlock", "SPIN_LOCK_UNLOCKED, RW_LOCK_UNLOCKED"),
	"sleep-on": ("sleep-on", "sleep_on() and friends"),
	"cred": ("cred", "current->uid and the other IDs, current->state, "
		 "tty, pgrp, session"),
	"uaccess": ("uaccess", "verify_area(), three-argument access_ok()"),
	"irq": ("irq", "SA_* request_irq() flags, 2.4 interrupt handlers"),
	"timeval": ("timeval", "struct timeval, do_gettimeofday()"),
	"symtab": ("symtab", "register_symtab(), EXPORT_SYMTAB, __initcall()"),
	"license": ("license", "a module without MODULE_LICENSE()"),
	"ppos-check": ("ppos", "ppos != &file->f_pos, the 2.4 pread/pwrite "
		       "refusal"),
	"pci": ("pci", "pci_module_init(), pci_find_device(), slot_name, "
		"__devinit"),
	"pci-dma": ("pci-dma", "pci_alloc_consistent(), pci_map_single(), "
		    "PCI_DMA_*, virt_to_bus()"),
	"llseek": ("llseek", "a file_operations without .llseek whose "
		   "read/write use *ppos"),
	"bcd": ("bcd", "BCD_TO_BIN(), BIN_TO_BCD(), BCD2BIN(), BIN2BCD()"),
	"mmap": ("mmap", "the nopage method, VM_RESERVED, vma->vm_flags "
		 "written"),
	"remap": ("remap", "remap_page_range(), mem_map_reserve(), "
		  "<linux/wrapper.h>"),
	"sysctl": ("sysctl", "ctl_table, .ctl_name, two-argument "
		   "register_sysctl_table()"),
	"lvalue-cast": ("lvalue-cast", "a cast used as an lvalue: "
			"((char *)p)++"),
	"parport": ("parport", "parport_register_device(), a parport_driver's "
		    "attach()"),
	"cli": ("cli", "cli(), sti(), save_flags(), restore_flags(): 2.4's "
		"global interrupt lock"),
	"timer": ("timer", "init_timer(), .data, unsigned long timer "
		  "handlers, static timer initializers"),
	"tqueue": ("tqueue", "struct tq_struct, queue_task(), schedule_task(), "
		   "mark_bh()"),
	"kthread": ("kthread", "kernel_thread(), daemonize(), sigmask_lock, "
		    "current->need_resched"),
	"tasklet": ("tasklet", "three-argument DECLARE_TASKLET(), "
		    "DECLARE_TASKLET_DISABLED()"),
	"block": ("block", "2.4's <linux/blk.h>: request functions, CURRENT, "
		  "end_request(), blk_size[]"),
	"netdev": ("netdev", "2.4's struct net_device: dev->open and the "
		   "other methods, dev->priv, trans_start, mc_list"),
}

SOURCE_EXT = (".c", ".h")


class Usage(Exception):
	pass


class InputError(Exception):
	pass


class Interrupted(Exception):
	"""A terminating signal arrived (raised by the signal handler, so that
	every finally: block runs and the spatch processes are killed)."""

	def __init__(self, signum):
		Exception.__init__(self, signum)
		self.signum = signum


class WriteError(Exception):
	"""--fix could not write: problems is a list of messages, written the
	files that were already replaced."""

	def __init__(self, problems, written):
		Exception.__init__(self, problems)
		self.problems = problems
		self.written = written


# the signals after which port-check cleans up and dies
SIGNALS = (signal.SIGTERM, signal.SIGINT, signal.SIGHUP)
# the files --fix has replaced, for the message when a signal comes after
WRITTEN = []


def err(msg):
	sys.stderr.write("%s: %s\n" % (PROG, msg))


def link(rule):
	return "porting-guide/%s.md#%s" % (RULES[rule][0], rule)

