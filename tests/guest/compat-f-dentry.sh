# SPDX-License-Identifier: GPL-2.0
#
# compat-f-dentry: a 2.4-style driver (compat_fs_dentry) that uses
# file->f_dentry and file->f_vfsmnt, built unchanged through compat: on the
# booted kernel they are the file's f_path.dentry and f_path.mnt, and
# f_dentry->d_inode is the inode that was opened (the node's own inode
# number and name).
. "$KTAP_LIB"
. "${KTAP_LIB%/*}/guest.sh"

ktap_plan 5

ktap_check "modprobe compat_fs_dentry" modprobe compat_fs_dentry
major=$(major_of compat_fs_dentry)
node=/tmp/compat-f-dentry-node
rm -f "$node"
if [ -n "$major" ] && mknod "$node" c "$major" 3; then
	ktap_ok "mknod $node c $major 3"
else
	ktap_fail "mknod for compat_fs_dentry" "major '$major'"
fi

ino=$(stat -c %i "$node" 2>/dev/null)
got=$(cat "$node" 2>&1)
ktap_same "f_dentry is f_path.dentry, f_vfsmnt is f_path.mnt, f_dentry->d_inode is the opened inode (ino $ino)" \
	"$got" "dentry 1 vfsmnt 1 inode 1 open 1 ino $ino name compat-f-dentry-node"
# one byte at a time: the same text
got1=$(dd if="$node" bs=1 2>/dev/null)
ktap_same "read with bs=1 gives the same text" "$got1" "$got"
rm -f "$node"

if rmmod compat_fs_dentry && ! grep -q '^compat_fs_dentry ' /proc/modules; then
	ktap_ok "rmmod compat_fs_dentry"
else
	ktap_fail "rmmod compat_fs_dentry"
fi

ktap_done
