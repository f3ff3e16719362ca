#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# cache-inputs: compat demo-driver initramfs tests
#
# checkpatch: the kernel's scripts/checkpatch.pl --strict --no-tree (from
# Debian's linux-source-6.1, in the cache: scripts/lint-tools) on every C
# source and header in the tree; any finding that tests/lint/checkpatch.ignore
# does not list (path glob + type, each with its reason) fails.
. "$KTAP_LIB"
. "$(dirname "$0")/../lint/lint-lib.sh"
lint_begin checkpatch

if ! tools=$(scripts/lint-tools 2>&1); then
	ktap_fail "checkpatch --strict finds nothing new" "no checkpatch.pl: $tools"
	ktap_done
fi
files=$(git ls-files -- '*.c' '*.h' 2>/dev/null) ||
	files=$(find compat demo-driver initramfs tests -name '*.[ch]' | sort)
# one process for all files: checkpatch's start-up is most of its cost
# shellcheck disable=SC2086 # git's paths in this tree have no whitespace
perl "$tools/checkpatch.pl" --strict --no-tree --terse --show-types \
	--no-summary -f $files 2>&1 | sed -n 's/^\([^:]*\):\([0-9]*\): \([A-Z]*\):\([A-Z0-9_]*\): \(.*\)$/\1 \4 \1:\2: \3:\4: \5/p' >"$LINT_OUT"

lint_verdict "checkpatch --strict: no finding outside the ignore list, $(echo "$files" | wc -w) files" "checkpatch --strict finds nothing new"
