struct VsOut {
    @builtin(position) pos: vec4<f32>,
    @location(10) l10_: vec4<f32>,
}

struct NinthDraw {
    half_pixel: vec4<f32>,
    fog: vec4<f32>,
    fog_color: vec4<f32>,
    alpha_test: vec4<f32>,
}

var<private> a0_: vec4<i32>;
var<private> v1_: vec4<f32>;
var<private> r0_: vec4<f32>;
var<private> oPos: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> oD0_: vec4<f32>;
@group(0) @binding(0) 
var<uniform> draw: NinthDraw;
@group(0) @binding(1) 
var<uniform> cf: array<vec4<f32>, 256>;

fn d3d_c_rel(i: i32) -> vec4<f32> {
    if (i == 0i) {
        return vec4<f32>(0f, 1f, 300f, -20f);
    }
    if ((i >= 0i) && (i < 256i)) {
        let _e15 = cf[(i - 0i)];
        return _e15;
    }
    return vec4(0f);
}

fn d3d_main() {
    let _e2 = v1_;
    a0_.x = i32(floor((_e2.x + 0.5f)));
    let _e11 = a0_.x;
    let _e14 = d3d_c_rel((_e11 + 250i));
    r0_ = _e14;
    a0_.y = i32(floor((300f + 0.5f)));
    let _e20 = r0_;
    let _e22 = a0_.y;
    let _e25 = d3d_c_rel((_e22 + 0i));
    r0_ = (_e20 + _e25);
    a0_.z = i32(floor((-20f + 0.5f)));
    let _e32 = r0_;
    let _e34 = a0_.z;
    let _e37 = d3d_c_rel((_e34 + 4i));
    r0_ = (_e32 + _e37);
    let _e41 = v0_;
    oPos = _e41;
    let _e43 = r0_;
    oD0_ = _e43;
}

@vertex 
fn main(@location(0) i0_: vec4<f32>, @location(1) i1_: vec4<f32>) -> VsOut {
    v0_ = i0_;
    v1_ = i1_;
    d3d_main();
    let _e5 = oPos;
    let _e8 = draw.half_pixel;
    let pos = vec4<f32>((_e5.x + (_e5.w * _e8.x)), (_e5.y - (_e5.w * _e8.y)), _e5.z, _e5.w);
    let _e21 = oD0_;
    let l10_ = saturate(_e21);
    return VsOut(pos, l10_);
}
