/**
 * A hostile command line for the OS sandbox: each way out that a command started by root once had
 * (remount the host read-write, unmount the hidden home, read /etc/shadow, write /proc/sys, make a
 * namespace of its own), tried for real and reported one line each, "refused" or "DONE". The
 * mount calls go straight to the kernel (perl's syscall), since mount(8) refuses a non-root user
 * by itself before asking the kernel anything.
 */
export function escapeProbe(marker: string, hiddenHome: string): string {
  return [
    "grep -E '^Cap(Prm|Eff|Bnd|Amb):' /proc/self/status",
    'case "$(uname -m)" in x86_64) mount=165 umount=166 ;; aarch64) mount=40 umount=39 ;; *) echo "unknown machine: $(uname -m)" ;; esac',
    'try() { label=$1; shift; if ("$@") >/dev/null 2>&1; then echo "$label: DONE"; else echo "$label: refused"; fi; }',
    // MS_REMOUNT | MS_BIND without MS_RDONLY: "make the host's / writable again".
    `try 'remount / read-write' perl -e 'my ($source, $target) = ("none", "/"); exit(syscall('$mount', $source, $target, 0, 4096 | 32, 0) == -1 ? 1 : 0)'`,
    `try 'mount -o remount,rw /' mount -o remount,rw /`,
    `try 'umount the hidden home' perl -e 'my $target = $ARGV[0]; exit(syscall('$umount', $target, 2) == -1 ? 1 : 0)' ${quoted(hiddenHome)}`,
    `try 'write /var/tmp' sh -c 'echo ESCAPED > /var/tmp/${marker}'`,
    `try 'write /usr' touch /usr/${marker}`,
    `try 'read /etc/shadow' cat /etc/shadow`,
    `echo "hidden home entries: $(ls -A ${quoted(hiddenHome)} | wc -l)"`,
    // Written back unchanged, so a sandbox that failed this test would still not harm the host.
    `wrote=0; for file in ${kernelSettings.join(' ')}; do`,
    '  value=$(cat "$file") && if (printf "%s\\n" "$value" > "$file") 2>/dev/null; then echo "wrote $file"; wrote=1; fi',
    'done',
    'echo "kernel settings written: $wrote"',
    'echo "writable under /proc/sys: $(find /proc/sys -writable 2>/dev/null | wc -l)"',
    'echo "writable under /sys: $(find /sys -writable 2>/dev/null | wc -l)"',
    `try 'create under /sys' touch /sys/${marker}`,
    "try 'new user namespace' unshare --user --map-root-user true",
    'echo "uid: $(id -u)"',
  ].join('\n');
}

/** The host's (core_pattern runs a program as root on a crash), and some of the sandbox's own namespaces'. */
const kernelSettings = [
  '/proc/sys/kernel/core_pattern',
  '/proc/sys/kernel/hostname',
  '/proc/sys/kernel/msgmax',
  '/proc/sys/kernel/pid_max',
  '/proc/sys/vm/swappiness',
  '/proc/sys/fs/file-max',
  '/proc/sys/net/ipv4/ip_forward',
];

/** What the probe prints when every way out is closed, for a command running as `uid`. */
export function everyWayRefused(uid: number): string {
  return [
    'CapPrm:\t0000000000000000',
    'CapEff:\t0000000000000000',
    'CapBnd:\t0000000000000000',
    'CapAmb:\t0000000000000000',
    'remount / read-write: refused',
    'mount -o remount,rw /: refused',
    'umount the hidden home: refused',
    'write /var/tmp: refused',
    'write /usr: refused',
    'read /etc/shadow: refused',
    'hidden home entries: 0',
    'kernel settings written: 0',
    'writable under /proc/sys: 0',
    'writable under /sys: 0',
    'create under /sys: refused',
    'new user namespace: refused',
    `uid: ${uid}`,
    '',
  ].join('\n');
}

function quoted(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}
