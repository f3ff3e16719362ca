// SPDX-License-Identifier: GPL-2.0
/*
 * compat-umh-helper - the program the compat umh tests run as a kernel
 * usermode helper.
 *
 *   compat-umh-helper CODE [FILE]
 *
 * Writes CODE and a newline to FILE (if given), then exits with status
 * atoi(CODE) (0..255).  If the environment has COMPAT_UMH_ENV, its value
 * and a newline follow in FILE (so a test sees both the argv and the envp
 * the kernel handed over).  CODE "kill" makes it die by SIGKILL instead,
 * after writing FILE.  The kernel starts helpers with an almost empty
 * environment, so nothing here relies on PATH or a working directory.
 */
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	const char *env = getenv("COMPAT_UMH_ENV");
	int fd;

	if (argc < 2)
		return 64;
	if (argc > 2) {
		fd = open(argv[2], O_WRONLY | O_CREAT | O_TRUNC, 0644);
		if (fd >= 0) {
			if (write(fd, argv[1], strlen(argv[1])) < 0 ||
			    write(fd, "\n", 1) < 0)
				return 65;
			if (env && (write(fd, env, strlen(env)) < 0 ||
				    write(fd, "\n", 1) < 0))
				return 65;
			close(fd);
		}
	}
	if (!strcmp(argv[1], "kill"))
		kill(getpid(), SIGKILL);
	return atoi(argv[1]) & 0xff;
}
