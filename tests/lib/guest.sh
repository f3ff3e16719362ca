# SPDX-License-Identifier: GPL-2.0
#
# guest.sh - helpers shared by the guest suites (sourced after ktap.sh).

# major_of NAME: the major /proc/devices lists for NAME (empty if none)
major_of()
{
	awk -v m="$1" '$2 == m { print $1 }' /proc/devices
}
