diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
    @builtin(frag_depth) depth: f32,
}

var<private> r0_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> oDepth: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_inf() -> f32 {
    var bits: u32;

    bits = 2139095040u;
    let _e2 = bits;
    return bitcast<f32>(_e2);
}

fn d3d_rcp(x: f32) -> f32 {
    let _e1 = d3d_inf();
    return select((1f / x), _e1, (x == 0f));
}

fn d3d_main() {
    let _e2 = v0_;
    let _e4 = d3d_rcp(_e2.y);
    r0_.x = _e4;
    let _e6 = v0_;
    let _e8 = r0_;
    r0_.x = (_e6.x * _e8.x);
    let _e13 = r0_;
    oDepth = _e13.xxxx;
    let _e16 = r0_;
    oC0_ = _e16.xxxx;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>) -> PsOut {
    v0_ = l0_;
    d3d_main();
    let c0_ = oC0_;
    let _e5 = oDepth;
    let depth = _e5.x;
    return PsOut(c0_, depth);
}
