//! Building naga IR: the function under construction (its block stack and the `Emit` ranges
//! the validator requires), cached type handles, and small expression constructors.
//!
//! Every expression that naga evaluates in place (anything but literals, constants, global
//! and local variables, function arguments and zero values) must be covered by exactly one
//! `Statement::Emit` of the block it is used in; [`Fb`] keeps an open range and closes it
//! before every statement and block boundary.

use naga::{
    BinaryOperator as B, Block, Expression, Function, Handle, Literal, MathFunction, Span,
    Statement, Type, TypeInner, VectorSize,
};

/// An expression handle.
pub(super) type H = Handle<Expression>;

/// A function under construction.
#[derive(Default)]
pub(super) struct Fb {
    pub f: Function,
    blocks: Vec<Block>,
    emit_start: usize,
    /// Handles of `GlobalVariable` expressions, by global index.
    globals: Vec<Option<H>>,
    /// Literal expressions already made (always in scope).
    lits: Vec<(Literal, H)>,
}

impl Fb {
    /// A new function body named `name`.
    pub fn new(name: &str) -> Self {
        Self {
            f: Function {
                name: Some(name.to_owned()),
                ..Function::default()
            },
            blocks: vec![Block::new()],
            ..Self::default()
        }
    }

    /// Append an expression, keeping the `Emit` ranges right.
    pub fn expr(&mut self, e: Expression) -> H {
        if e.needs_pre_emit() {
            self.flush();
            let h = self.f.expressions.append(e, Span::UNDEFINED);
            self.emit_start = self.f.expressions.len();
            h
        } else {
            self.f.expressions.append(e, Span::UNDEFINED)
        }
    }

    /// Close the open `Emit` range.
    pub fn flush(&mut self) {
        let len = self.f.expressions.len();
        if len > self.emit_start {
            let range = self.f.expressions.range_from(self.emit_start);
            if let Some(b) = self.blocks.last_mut() {
                b.push(Statement::Emit(range), Span::UNDEFINED);
            }
            self.emit_start = len;
        }
    }

    /// Append a statement to the current block.
    pub fn stmt(&mut self, s: Statement) {
        self.flush();
        if let Some(b) = self.blocks.last_mut() {
            b.push(s, Span::UNDEFINED);
        }
    }

    /// Start a nested block.
    pub fn open(&mut self) {
        self.flush();
        self.blocks.push(Block::new());
    }

    /// End the innermost nested block and return it.
    pub fn close(&mut self) -> Block {
        self.flush();
        if self.blocks.len() > 1 {
            self.blocks.pop().unwrap_or_default()
        } else {
            Block::new()
        }
    }

    /// Call a function that returns a value; its result is not emitted, made right
    /// before the `Call` statement.
    pub fn call(&mut self, function: Handle<Function>, arguments: Vec<H>) -> H {
        self.flush();
        let h = self
            .f
            .expressions
            .append(Expression::CallResult(function), Span::UNDEFINED);
        self.emit_start = self.f.expressions.len();
        self.stmt(Statement::Call {
            function,
            arguments,
            result: Some(h),
        });
        h
    }

    /// Call a function without a result.
    pub fn call_void(&mut self, function: Handle<Function>) {
        self.stmt(Statement::Call {
            function,
            arguments: Vec::new(),
            result: None,
        });
    }

    /// The expression of global variable `g`.
    pub fn global(&mut self, g: Handle<naga::GlobalVariable>) -> H {
        let i = g.index();
        if let Some(Some(h)) = self.globals.get(i) {
            return *h;
        }
        let h = self.expr(Expression::GlobalVariable(g));
        if self.globals.len() <= i {
            self.globals.resize(i + 1, None);
        }
        self.globals[i] = Some(h);
        h
    }

    /// A literal expression.
    pub fn lit(&mut self, l: Literal) -> H {
        if let Some(&(_, h)) = self.lits.iter().find(|(k, _)| lit_eq(k, &l)) {
            return h;
        }
        let h = self.expr(Expression::Literal(l));
        self.lits.push((l, h));
        h
    }

    /// Give an expression a name in the WGSL text (`let name = ...;`).
    pub fn name(&mut self, h: H, name: String) {
        self.f.named_expressions.insert(h, name);
    }

    /// Finish the function: everything emitted, the outer block is its body.
    pub fn finish(mut self) -> Function {
        self.flush();
        self.blocks.truncate(1);
        self.f.body = self.blocks.pop().unwrap_or_default();
        self.f
    }
}

/// Bitwise literal equality (`-0.0` and `0.0` differ; NaN equals itself).
fn lit_eq(a: &Literal, b: &Literal) -> bool {
    match (a, b) {
        (Literal::F32(x), Literal::F32(y)) => x.to_bits() == y.to_bits(),
        _ => a == b,
    }
}

/// Type handles used everywhere, inserted once.
pub(super) struct Types {
    pub f32: Handle<Type>,
    pub i32: Handle<Type>,
    pub u32: Handle<Type>,
    pub bool: Handle<Type>,
    /// `vec2f`, `vec3f`, `vec4f`.
    pub vecf: [Handle<Type>; 3],
    pub vec4i: Handle<Type>,
    pub vec4u: Handle<Type>,
    pub vec4b: Handle<Type>,
}

impl Types {
    pub fn new(m: &mut naga::Module) -> Self {
        use naga::Scalar as S;
        let mut ty = |inner| m.types.insert(Type { name: None, inner }, Span::UNDEFINED);
        let v = |size, scalar| TypeInner::Vector { size, scalar };
        Self {
            f32: ty(TypeInner::Scalar(S::F32)),
            i32: ty(TypeInner::Scalar(S::I32)),
            u32: ty(TypeInner::Scalar(S::U32)),
            bool: ty(TypeInner::Scalar(S::BOOL)),
            vecf: [
                ty(v(VectorSize::Bi, S::F32)),
                ty(v(VectorSize::Tri, S::F32)),
                ty(v(VectorSize::Quad, S::F32)),
            ],
            vec4i: ty(v(VectorSize::Quad, S::I32)),
            vec4u: ty(v(VectorSize::Quad, S::U32)),
            vec4b: ty(v(VectorSize::Quad, S::BOOL)),
        }
    }

    /// `f32` for one component, `vecNf` for N.
    pub fn float(&self, n: usize) -> Handle<Type> {
        match n {
            0 | 1 => self.f32,
            2..=4 => self.vecf[n - 2],
            _ => self.vecf[2],
        }
    }
}

/// The vector size of `n` components (2-4).
pub(super) fn size(n: usize) -> VectorSize {
    match n {
        2 => VectorSize::Bi,
        3 => VectorSize::Tri,
        _ => VectorSize::Quad,
    }
}

/// Swizzle component `c` (0-3).
pub(super) fn comp(c: u8) -> naga::SwizzleComponent {
    use naga::SwizzleComponent as C;
    match c & 3 {
        0 => C::X,
        1 => C::Y,
        2 => C::Z,
        _ => C::W,
    }
}

/// Expression constructors on a function under construction.
impl Fb {
    /// `f32` literal.
    pub fn f(&mut self, v: f32) -> H {
        self.lit(Literal::F32(v))
    }

    /// `i32` literal.
    pub fn i(&mut self, v: i32) -> H {
        self.lit(Literal::I32(v))
    }

    /// `u32` literal.
    pub fn u(&mut self, v: u32) -> H {
        self.lit(Literal::U32(v))
    }

    /// `bool` literal.
    pub fn b(&mut self, v: bool) -> H {
        self.lit(Literal::Bool(v))
    }

    /// `v` as a scalar (n = 1) or splatted to n components.
    pub fn splat(&mut self, value: H, n: usize) -> H {
        if n <= 1 {
            value
        } else {
            self.expr(Expression::Splat {
                size: size(n),
                value,
            })
        }
    }

    /// The `f32` constant `v` with `n` components.
    pub fn k(&mut self, v: f32, n: usize) -> H {
        let l = self.f(v);
        self.splat(l, n)
    }

    pub fn bin(&mut self, op: B, left: H, right: H) -> H {
        self.expr(Expression::Binary { op, left, right })
    }

    pub fn neg(&mut self, expr: H) -> H {
        self.expr(Expression::Unary {
            op: naga::UnaryOperator::Negate,
            expr,
        })
    }

    pub fn not(&mut self, expr: H) -> H {
        self.expr(Expression::Unary {
            op: naga::UnaryOperator::LogicalNot,
            expr,
        })
    }

    pub fn math(&mut self, fun: MathFunction, args: &[H]) -> H {
        self.expr(Expression::Math {
            fun,
            arg: args[0],
            arg1: args.get(1).copied(),
            arg2: args.get(2).copied(),
            arg3: None,
        })
    }

    pub fn load(&mut self, pointer: H) -> H {
        self.expr(Expression::Load { pointer })
    }

    pub fn index(&mut self, base: H, index: u32) -> H {
        self.expr(Expression::AccessIndex { base, index })
    }

    pub fn access(&mut self, base: H, index: H) -> H {
        self.expr(Expression::Access { base, index })
    }

    /// `select(reject, accept, condition)`.
    pub fn select(&mut self, condition: H, accept: H, reject: H) -> H {
        self.expr(Expression::Select {
            condition,
            accept,
            reject,
        })
    }

    pub fn compose(&mut self, ty: Handle<Type>, components: Vec<H>) -> H {
        self.expr(Expression::Compose { ty, components })
    }

    /// Components `comps` (0-3) of a 4-component vector: the vector itself for the identity,
    /// one component or a swizzle.
    pub fn swizzle(&mut self, vector: H, comps: &[u8]) -> H {
        match comps.len() {
            1 => self.index(vector, u32::from(comps[0] & 3)),
            4 if comps.iter().enumerate().all(|(i, &c)| usize::from(c) == i) => vector,
            n => {
                let mut pattern = [naga::SwizzleComponent::X; 4];
                for (p, &c) in pattern.iter_mut().zip(comps) {
                    *p = comp(c);
                }
                self.expr(Expression::Swizzle {
                    size: size(n),
                    vector,
                    pattern,
                })
            }
        }
    }

    /// Numeric conversion to `kind` (`i32(x)`, `f32(x)`).
    pub fn convert(&mut self, expr: H, kind: naga::ScalarKind) -> H {
        self.expr(Expression::As {
            expr,
            kind,
            convert: Some(4),
        })
    }

    /// Reinterpret the bits as `kind` (`bitcast`).
    pub fn bitcast(&mut self, expr: H, kind: naga::ScalarKind) -> H {
        self.expr(Expression::As {
            expr,
            kind,
            convert: None,
        })
    }

    pub fn store(&mut self, pointer: H, value: H) {
        self.stmt(Statement::Store { pointer, value });
    }

    /// `if (condition) { block }` of statements made by `body`.
    pub fn if_then(&mut self, condition: H, body: impl FnOnce(&mut Self)) {
        self.open();
        body(self);
        let accept = self.close();
        self.stmt(Statement::If {
            condition,
            accept,
            reject: Block::new(),
        });
    }

    pub fn ret(&mut self, value: Option<H>) {
        self.stmt(Statement::Return { value });
    }

    /// A local variable of type `ty` (initialised by the caller with a store).
    pub fn local(&mut self, name: &str, ty: Handle<Type>) -> H {
        let v = self.f.local_variables.append(
            naga::LocalVariable {
                name: Some(name.to_owned()),
                ty,
                init: None,
            },
            Span::UNDEFINED,
        );
        self.expr(Expression::LocalVariable(v))
    }
}
