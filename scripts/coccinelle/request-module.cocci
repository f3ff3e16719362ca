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
virtual context
virtual org
virtual report

@initialize:python@
@@
# request_module() calls (file, line, column) a fold must leave alone, and
# the sprintf()s that reach each call
rmod_unsafe = set()
rmod_sources = {}

def rmod_key(p):
	return (p[0].file, p[0].line, p[0].column)

def rmod_ok(q):
	return rmod_key(q) not in rmod_unsafe and \
		len(rmod_sources.get(rmod_key(q), ())) <= 1

// a request_module(buf) that some path reaches without the sprintf() (a
// sprintf() that is the body of an if), or that two sprintf()s reach (the
// if and the else): one fold would change what the other paths request,
// and spatch would stop patching the whole file ("inconsistent
// control-flow paths", "already tagged token"), so it is left alone
@rmod_partial depends on patch && !context && !org && !report exists@
identifier buf, fn;
position p;
@@
 fn(...) {
 ... when != sprintf(buf, ...)
     when != snprintf(buf, ...)
 request_module@p(buf)
 ...
 }

@script:python depends on patch@
p << rmod_partial.p;
@@
rmod_unsafe.add(rmod_key(p))

@rmod_src depends on patch && !context && !org && !report exists@
identifier buf;
position p1, p;
@@
(
 sprintf@p1(buf, ...);
|
 snprintf@p1(buf, ...);
)
 ...
 request_module@p(buf)

@script:python depends on patch@
p1 << rmod_src.p1;
p << rmod_src.p;
@@
rmod_sources.setdefault(rmod_key(p), set()).add(rmod_key(p1))

@rmod_fix depends on patch && !context && !org && !report@
identifier buf;
position q : script:python() { rmod_ok(q) };
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
- request_module@q(buf)
+ request_module(F, ES)
  ... when != buf

@rmod_unused depends on patch && !context && !org && !report@
identifier rmod_fix.buf;
type T;
expression N;
@@
- T buf[N];
  ... when != buf

@rmod_lit depends on context || org || report@
constant char[] F;
position p;
@@
*request_module@p(F, ...)

@rmod_buf depends on context || org || report@
expression E;
position p != rmod_lit.p;
@@
*request_module@p(E, ...)

@script:python depends on org@
p << rmod_buf.p;
@@
coccilib.org.print_todo(p[0],
	"request-module-buf: request_module() format is not a string literal: pass the format and its arguments")

@script:python depends on report@
p << rmod_buf.p;
@@
coccilib.report.print_report(p[0],
	"request-module-buf: request_module() format is not a string literal: pass the format and its arguments")
