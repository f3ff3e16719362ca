// SPDX-License-Identifier: GPL-2.0
/// request_module() takes a printf-style format since 2.5.  A 2.4 driver
/// that formats the module name into a buffer and then passes the buffer as
/// the format still compiles (the kernel builds with -Wno-format-security),
/// but any '%' in the buffer is interpreted again.
/// Patch mode folds sprintf(buf, fmt, args); ... request_module(buf) into
/// request_module(fmt, args) when the buffer has no other use, and removes
/// the buffer when nothing else uses it; report mode flags every
/// request_module() whose format is not a string literal.
///
// Confidence: High
// Comments: rule id request-module-buf, guide porting-guide/request-module.md
// Options: --no-includes --include-headers

virtual patch
virtual report

@rmod_fix depends on patch@
identifier buf;
expression list ES;
expression SZ;
constant char[] F;
@@
(
- sprintf(buf, F, ES);
|
- snprintf(buf, SZ, F, ES);
)
  ... when != buf
- request_module(buf)
+ request_module(F, ES)
  ... when != buf

@rmod_unused depends on patch@
identifier rmod_fix.buf;
type T;
expression N;
@@
- T buf[N];
  ... when != buf

@rmod_lit depends on report@
constant char[] F;
position p;
@@
 request_module@p(F, ...)

@rmod_buf depends on report@
expression E;
position p != rmod_lit.p;
@@
 request_module@p(E, ...)

@script:python depends on report@
p << rmod_buf.p;
@@
coccilib.report.print_report(p[0],
	"request-module-buf: request_module() format is not a string literal: pass the format and its arguments")
