// The polynomial coefficients, reduction constants and evaluation order of sin, cos, atan, exp and log
// follow fdlibm, whose notice is preserved as its licence asks:
//
//   Copyright (C) 1993 by Sun Microsystems, Inc. All rights reserved.
//   Developed at SunPro, a Sun Microsystems, Inc. business.
//   Permission to use, copy, modify, and distribute this software is freely granted, provided that this
//   notice is preserved.

/// The transcendental functions Darkroom draws with, computed the same way on every machine.
///
/// The C library's `sin`, `cos`, `atan2`, `exp`, `log`, `pow`, `cbrt` … differ in their last bits between
/// glibc versions, between the CPU variants glibc selects at run time (with or without fused multiply-add)
/// and from Darwin's libm. Every value that reaches a pixel or a layout value goes through `DMath` instead:
/// argument reduction and polynomial approximations built only from `+ − × ÷` and `squareRoot()`, which
/// IEEE 754 rounds exactly, evaluated without fused multiply-add (Swift never contracts `a * b + c`), so
/// the result is the same bit pattern everywhere. The polynomials are fdlibm's (Sun Microsystems, freely
/// redistributable); each function's documented bound is checked against mpmath references in
/// `Tests/DeterministicMathTests`.
public enum DMath {}
