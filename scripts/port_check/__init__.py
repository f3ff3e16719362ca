# SPDX-License-Identifier: GPL-2.0
"""port-check: find (and where safe, fix) legacy 2.4/2.5-era kernel idioms.
The command is scripts/port-check, whose header comment says what each
module of this package does; the unit tests are in tests/port_check/."""
