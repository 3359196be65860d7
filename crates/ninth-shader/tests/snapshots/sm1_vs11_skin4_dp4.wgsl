struct VsOut {
    @builtin(position) pos: vec4<f32>,
    @location(0) l0_: vec4<f32>,
    @location(12) l12_: vec4<f32>,
}

struct NinthDraw {
    half_pixel: vec4<f32>,
    fog: vec4<f32>,
    fog_color: vec4<f32>,
    alpha_test: vec4<f32>,
}

var<private> r11_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> r10_: vec4<f32>;
var<private> v2_: vec4<f32>;
var<private> a0_: vec4<i32>;
var<private> r0_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> oPos: vec4<f32>;
@group(0) @binding(1) 
var<uniform> cf: array<vec4<f32>, 256>;
var<private> r2_: vec4<f32>;
var<private> oFog: vec4<f32>;
var<private> oT0_: vec4<f32>;
var<private> v3_: vec4<f32>;
@group(0) @binding(0) 
var<uniform> draw: NinthDraw;

fn d3d_c_rel(i: i32) -> vec4<f32> {
    if (i == 90i) {
        return vec4<f32>(1f, 1f, 1f, 0f);
    }
    if ((i >= 0i) && (i < 256i)) {
        let _e14 = cf[(i - 0i)];
        return _e14;
    }
    return vec4(0f);
}

fn d3d_main() {
    let _e2 = v1_;
    r11_.w = dot(_e2.xyz, vec3(1f));
    let _e8 = r11_;
    r11_.w = (1f + -(_e8.w));
    let _e15 = v2_;
    r10_ = _e15;
    let _e17 = r10_;
    a0_.x = i32(floor(_e17.x));
    let _e24 = v0_;
    let _e26 = a0_.x;
    let _e29 = d3d_c_rel((_e26 + 20i));
    r0_.x = dot(_e24, _e29);
    let _e32 = v0_;
    let _e34 = a0_.x;
    let _e37 = d3d_c_rel((_e34 + 21i));
    r0_.y = dot(_e32, _e37);
    let _e40 = v0_;
    let _e42 = a0_.x;
    let _e45 = d3d_c_rel((_e42 + 22i));
    r0_.z = dot(_e40, _e45);
    let _e49 = r0_;
    let _e51 = v1_;
    let _e53 = (_e49.xyz * _e51.xxx);
    let _e54 = r1_;
    r1_ = vec4<f32>(_e53.x, _e53.y, _e53.z, _e54.w);
    let _e60 = r10_;
    a0_.x = i32(floor(_e60.y));
    let _e65 = v0_;
    let _e67 = a0_.x;
    let _e69 = d3d_c_rel((_e67 + 20i));
    r0_.x = dot(_e65, _e69);
    let _e72 = v0_;
    let _e74 = a0_.x;
    let _e76 = d3d_c_rel((_e74 + 21i));
    r0_.y = dot(_e72, _e76);
    let _e79 = v0_;
    let _e81 = a0_.x;
    let _e83 = d3d_c_rel((_e81 + 22i));
    r0_.z = dot(_e79, _e83);
    let _e86 = r0_;
    let _e88 = v1_;
    let _e91 = r1_;
    let _e93 = ((_e86.xyz * _e88.yyy) + _e91.xyz);
    let _e94 = r1_;
    r1_ = vec4<f32>(_e93.x, _e93.y, _e93.z, _e94.w);
    let _e100 = r10_;
    a0_.x = i32(floor(_e100.z));
    let _e105 = v0_;
    let _e107 = a0_.x;
    let _e109 = d3d_c_rel((_e107 + 20i));
    r0_.x = dot(_e105, _e109);
    let _e112 = v0_;
    let _e114 = a0_.x;
    let _e116 = d3d_c_rel((_e114 + 21i));
    r0_.y = dot(_e112, _e116);
    let _e119 = v0_;
    let _e121 = a0_.x;
    let _e123 = d3d_c_rel((_e121 + 22i));
    r0_.z = dot(_e119, _e123);
    let _e126 = r0_;
    let _e128 = v1_;
    let _e131 = r1_;
    let _e133 = ((_e126.xyz * _e128.zzz) + _e131.xyz);
    let _e134 = r1_;
    r1_ = vec4<f32>(_e133.x, _e133.y, _e133.z, _e134.w);
    let _e140 = r10_;
    a0_.x = i32(floor(_e140.w));
    let _e145 = v0_;
    let _e147 = a0_.x;
    let _e149 = d3d_c_rel((_e147 + 20i));
    r0_.x = dot(_e145, _e149);
    let _e152 = v0_;
    let _e154 = a0_.x;
    let _e156 = d3d_c_rel((_e154 + 21i));
    r0_.y = dot(_e152, _e156);
    let _e159 = v0_;
    let _e161 = a0_.x;
    let _e163 = d3d_c_rel((_e161 + 22i));
    r0_.z = dot(_e159, _e163);
    let _e166 = r0_;
    let _e168 = r11_;
    let _e171 = r1_;
    let _e173 = ((_e166.xyz * _e168.www) + _e171.xyz);
    let _e174 = r1_;
    r1_ = vec4<f32>(_e173.x, _e173.y, _e173.z, _e174.w);
    r1_.w = 1f;
    let _e182 = r1_;
    let _e185 = cf[0];
    let _e187 = r1_;
    let _e189 = cf[1];
    let _e191 = r1_;
    let _e193 = cf[2];
    let _e195 = r1_;
    let _e197 = cf[3];
    oPos = vec4<f32>(dot(_e182, _e185), dot(_e187, _e189), dot(_e191, _e193), dot(_e195, _e197));
    let _e201 = r1_;
    let _e203 = cf[6];
    r2_.z = dot(_e201, _e203);
    let _e207 = r2_;
    let _e210 = cf[7];
    let _e214 = cf[7];
    oFog = ((_e207.zzzz * _e210.xxxx) + _e214.yyyy);
    let _e219 = v3_;
    let _e220 = _e219.xy;
    let _e221 = oT0_;
    oT0_ = vec4<f32>(_e220.x, _e220.y, _e221.z, _e221.w);
}

@vertex 
fn main(@location(0) i0_: vec4<f32>, @location(1) i1_: vec4<f32>, @location(2) i2_: vec4<f32>, @location(3) i3_: vec4<f32>) -> VsOut {
    v0_ = i0_;
    v1_ = i1_;
    v2_ = i2_;
    v3_ = i3_;
    d3d_main();
    let _e9 = oPos;
    let _e12 = draw.half_pixel;
    let pos = vec4<f32>((_e9.x + (_e9.w * _e12.x)), (_e9.y - (_e9.w * _e12.y)), _e9.z, _e9.w);
    let l0_ = oT0_;
    let l12_ = oFog;
    return VsOut(pos, l0_, l12_);
}
