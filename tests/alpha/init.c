// SPDX-License-Identifier: GPL-2.0
/*
 * init - /init of the Alpha test guest, in C: Debian ships no userland for
 * Alpha (no shell, busybox or kmod), so this does what initramfs/init does
 * for the other guests.  It mounts proc, sysfs, devtmpfs and a tmpfs on
 * /tmp, runs the job that scripts/run-guest put into /run-guest/, reports
 * its exit status on its own port and powers off.
 *
 * Ports: QEMU's clipper has two serial ports.  ttyS0 is the kernel
 * console, ttyS1 carries the job's stdout and stderr, and the exit status
 * comes on the console as the line "init: job exited N" (scripts/run-guest
 * reads it from there; ttyS2/ttyS3 are used instead where they exist).  The job, /run-guest/cmd, is the one line run-guest writes,
 * `exec 'PROG' 'ARG'...` (shell single quotes, '\'' for a quote): PROG is
 * run directly, there is no shell.  Mode "stdin" feeds /run-guest/stdin;
 * mode "shell" cannot be honoured (exit status 2).
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/reboot.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <termios.h>
#include <unistd.h>

#define MAX_ARGS 256

static char cmd[65536];

static void say(const char *fmt, const char *arg)
{
	int fd = open("/dev/console", O_WRONLY | O_NOCTTY);

	if (fd >= 0) {
		dprintf(fd, "init: ");
		dprintf(fd, fmt, arg);
		dprintf(fd, "\n");
		close(fd);
	}
}

/*
 * read_text(PATH, BUF, SIZE): PATH's first SIZE - 1 bytes into BUF, NUL
 * terminated (empty if the read fails); with cut_line, only its first line.
 * -1, BUF untouched, if PATH cannot be opened; else 0.
 */
static int read_text(const char *path, char *buf, size_t size, int cut_line)
{
	int fd = open(path, O_RDONLY);
	ssize_t len;

	if (fd < 0)
		return -1;
	len = read(fd, buf, size - 1);
	buf[len > 0 ? len : 0] = '\0';
	if (cut_line)
		buf[strcspn(buf, "\n")] = '\0';
	close(fd);
	return 0;
}

/* raw_tty(PATH): opened for writing, raw, no echo; -1 on error */
static int raw_tty(const char *path)
{
	struct termios t;
	int fd = open(path, O_RDWR | O_NOCTTY);

	if (fd >= 0 && !tcgetattr(fd, &t)) {
		cfmakeraw(&t);
		tcsetattr(fd, TCSANOW, &t);
	}
	return fd;
}

static void __attribute__((noreturn)) report(int rc)
{
	char line[16];
	int fd = raw_tty("/dev/ttyS3");

	if (fd >= 0 && write(fd, "", 0) < 0) {
		close(fd);
		fd = -1;
	}

	snprintf(line, sizeof(line), "%d\n", rc);
	if (fd >= 0) {
		if (write(fd, line, strlen(line)) < 0)
			say("cannot write the status: %s", strerror(errno));
		tcdrain(fd);
		close(fd);
	}
	line[strlen(line) - 1] = '\0';
	say("job exited %s", line);
	sync();
	reboot(RB_POWER_OFF);
	reboot(RB_HALT_SYSTEM);
	for (;;)
		pause();
}

/*
 * split(CMD, ARGV): the words of `exec 'A' 'B'...` (single quotes and
 * backslash escapes as the shell reads them); the word count, -1 if bad
 */
static int split(char *s, char **argv)
{
	char *out = s;
	int n = 0, inword = 0;

	for (;;) {
		char c = *s;

		if (c == '\0' || c == '\n' || c == ' ' || c == '\t') {
			/* out never passes s: this may overwrite *s */
			if (inword) {
				*out++ = '\0';
				inword = 0;
			}
			if (c == '\0' || c == '\n')
				break;
			s++;
			continue;
		}
		if (!inword) {
			if (n == MAX_ARGS - 1)
				return -1;
			argv[n++] = out;
			inword = 1;
		}
		if (*s == '\'') {
			for (s++; *s && *s != '\''; )
				*out++ = *s++;
			if (*s != '\'')
				return -1;
			s++;
		} else if (*s == '\\' && s[1]) {
			*out++ = s[1];
			s += 2;
		} else {
			*out++ = *s++;
		}
	}
	argv[n] = NULL;
	return n;
}

int main(void)
{
	char *argv[MAX_ARGS], kver[128] = "", mode[32] = "";
	int out, err, in, status, n;
	pid_t pid;

	mount("proc", "/proc", "proc", 0, NULL);
	mount("sysfs", "/sys", "sysfs", 0, NULL);
	mount("devtmpfs", "/dev", "devtmpfs", 0, NULL);
	mkdir("/tmp", 01777);
	mount("tmpfs", "/tmp", "tmpfs", 0, NULL);

	read_text("/etc/kver", kver, sizeof(kver), 1);
	setenv("KVER", kver, 1);
	setenv("PATH", "/sbin:/bin:/tests/alpha", 1);
	setenv("HOME", "/root", 1);

	if (read_text("/run-guest/cmd", cmd, sizeof(cmd), 0)) {
		say("no job in %s", "/run-guest");
		report(254);
	}
	read_text("/run-guest/mode", mode, sizeof(mode), 1);

	out = raw_tty("/dev/ttyS1");
	err = raw_tty("/dev/ttyS2");
	if (err < 0 || write(err, "", 0) < 0)
		err = out;
	n = split(cmd, argv);
	if (n < 2 || strcmp(argv[0], "exec")) {
		dprintf(err, "init: cannot parse the job: %s\n", cmd);
		report(2);
	}
	if (!strcmp(mode, "shell")) {
		dprintf(err, "init: the Alpha guest has no shell (Debian ships no Alpha userland)\n");
		report(2);
	}
	in = open(!strcmp(mode, "stdin") ? "/run-guest/stdin" : "/dev/null", O_RDONLY);

	chdir("/tmp");
	pid = fork();
	if (pid == 0) {
		dup2(in, 0);
		dup2(out, 1);
		dup2(err, 2);
		execvp(argv[1], argv + 1);
		dprintf(2, "init: cannot run %s: %s\n", argv[1], strerror(errno));
		_exit(127);
	}
	if (pid < 0 || waitpid(pid, &status, 0) != pid)
		report(255);
	tcdrain(out);
	tcdrain(err);
	report(WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status));
}
