// SPDX-License-Identifier: GPL-2.0
/* Must NOT compile with -Werror: the fallback min() is type-checked. */
#include <compat/minmax.h>

int mismatch(int a, unsigned int b);
int mismatch(int a, unsigned int b)
{
	return min(a, b);
}
