//! A frame as steps (PPSSPP's render manager): render passes with their recorded commands,
//! and encoders of other work (copies, uploads, blits, readbacks, timestamps) between them.
//! At commit the steps are optimised — later passes into the same targets merged into
//! earlier ones, passes whose every target is cleared before anything reads it dropped,
//! stores of depth, stencil and multisampled colour that the next use clears skipped — and
//! encoded in order.

use crate::record::pass_encoder::{PassEncoder, PipelineWaits};
use crate::record::recorder::{Oversize, PassTargets};

/// A render target a step may read or write: a context's colour or a depth-stencil surface.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Resource {
    Color(u32),
    Depth(u32),
}

/// How many steps the optimiser looks ahead or back from a pass (the optimisation keeps
/// linear in the frame's steps; a use farther away counts as an unknown use). Steps merged
/// or dropped do not count.
const SCAN: usize = 64;

/// One recorded render pass.
pub(crate) struct PassStep {
    pub targets: PassTargets,
    pub occlusion: Option<wgpu::QuerySet>,
    /// Width and height of its attachments.
    pub size: (u32, u32),
    pub commands: PassEncoder,
    /// Targets its draws sample (render-target and depth textures).
    pub reads: Vec<Resource>,
    /// Whether a draw in it tests or writes depth or stencil.
    pub uses_depth: bool,
    /// Whether the stores of depth, stencil and the multisampled colours are skipped (the
    /// next use clears them).
    pub discard_depth: bool,
    pub discard_stencil: bool,
    pub discard_colors: [bool; crate::context::MAX_COLOR_TARGETS],
    /// Whether depth and stencil are neither loaded nor stored (no draw uses them, the
    /// next use clears them).
    pub skip_depth_load: bool,
}

impl PassStep {
    /// The colour contexts it draws into.
    fn colors(&self) -> impl Iterator<Item = u32> + '_ {
        std::iter::once(self.targets.ctx).chain(self.targets.extra.iter().flatten().copied())
    }

    /// The context of colour attachment `n`.
    fn color_context(&self, n: usize) -> Option<u32> {
        match n {
            0 => Some(self.targets.ctx),
            n => self.targets.extra.get(n - 1).copied().flatten(),
        }
    }

    /// Whether it clears the colour of context `ctx`.
    fn clears_color(&self, ctx: u32) -> bool {
        self.targets.colors.iter().enumerate().any(|(n, c)| {
            self.color_context(n) == Some(ctx) && c.as_ref().is_some_and(|c| c.clear.is_some())
        })
    }

    fn writes(&self, resource: Resource) -> bool {
        match resource {
            Resource::Color(ctx) => self.colors().any(|c| c == ctx),
            Resource::Depth(depth) => self.targets.depth == depth,
        }
    }

    fn touches(&self, resource: Resource) -> bool {
        self.writes(resource) || self.reads.contains(&resource)
    }

    /// Whether it reads `resource` or may change it. A depth-stencil surface attached to a
    /// pass that neither tests, writes nor clears it is loaded and stored unchanged (D3D9
    /// keeps one depth surface bound across render-target changes, so most passes carry
    /// it), which does not order the pass against others using it.
    fn affects(&self, resource: Resource) -> bool {
        match resource {
            Resource::Depth(d) if self.targets.depth == d => {
                self.uses_depth
                    || self.targets.depth_clear.is_some()
                    || self.targets.stencil_clear.is_some()
                    || self.reads.contains(&resource)
            }
            _ => self.touches(resource),
        }
    }

    fn attachments(&self) -> impl Iterator<Item = Resource> + '_ {
        self.colors()
            .map(Resource::Color)
            .chain(std::iter::once(Resource::Depth(self.targets.depth)))
    }

    fn clears_anything(&self) -> bool {
        self.targets
            .colors
            .iter()
            .flatten()
            .any(|c| c.clear.is_some())
            || self.targets.depth_clear.is_some()
            || self.targets.stencil_clear.is_some()
    }

    /// Whether it clears every attachment and aspect.
    fn clears_everything(&self) -> bool {
        self.targets
            .colors
            .iter()
            .flatten()
            .all(|c| c.clear.is_some())
            && self.targets.depth_clear.is_some()
            && self.targets.stencil_clear.is_some()
    }

    fn same_attachments(&self, other: &PassStep) -> bool {
        let (a, b) = (&self.targets, &other.targets);
        a.ctx == b.ctx && a.extra == b.extra && a.depth == b.depth && self.size == other.size
    }

    /// Whether it may take part in merging or be dropped: no occlusion queries (their
    /// segments are counted per pass) and no scratch colour copied around it.
    fn plain(&self) -> bool {
        self.occlusion.is_none() && self.targets.oversize.is_none()
    }
}

/// One step of a frame.
pub(crate) enum Step {
    Pass(Box<PassStep>),
    /// Other work, in an encoder of its own; it may touch any target, so no pass moves
    /// across it.
    Commands(wgpu::CommandEncoder),
    /// A pass merged into an earlier one or dropped.
    Gone,
    /// From here on the contents of this depth-stencil surface (`Resource::Depth`) or the
    /// samples of this multisampled context (`Resource::Color`; its resolved colour is
    /// kept) are not needed.
    Discard(Resource),
}

/// What the optimiser did to a frame's passes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct StepCounts {
    pub passes_merged: u64,
    pub passes_dropped: u64,
    pub stores_elided: u64,
    pub loads_elided: u64,
}

/// Merges passes, drops dead ones and skips stores the next use does not need.
pub(crate) fn optimise(steps: &mut [Step]) -> StepCounts {
    // Dropping first: a dead pass merged into would move its draws, not remove them.
    let passes_dropped = drop_superseded(steps);
    let passes_merged = merge(steps);
    let (stores_elided, loads_elided) = elide_stores(steps);
    StepCounts {
        passes_merged,
        passes_dropped,
        stores_elided,
        loads_elided,
    }
}

/// The steps that are not gone (merged or dropped), which are all the optimiser looks at.
fn live(steps: &[Step]) -> impl Iterator<Item = &Step> {
    steps.iter().filter(|s| !matches!(s, Step::Gone))
}

fn pass(step: &Step) -> Option<&PassStep> {
    match step {
        Step::Pass(p) => Some(p),
        _ => None,
    }
}

/// A pass whose every target is next used by a pass clearing all of them (nothing reading
/// them in between) draws nothing anyone sees: it goes, with the partial clears and draws
/// in it.
fn drop_superseded(steps: &mut [Step]) -> u64 {
    let mut dropped = 0;
    for i in 0..steps.len() {
        let Some(earlier) = pass(&steps[i]).filter(|p| p.plain()) else {
            continue;
        };
        let next = live(&steps[i + 1..])
            .take(SCAN)
            .find_map(|step| match step {
                Step::Gone | Step::Discard(_) => None,
                Step::Commands(_) => Some(None),
                Step::Pass(p) => earlier
                    .attachments()
                    .any(|r| p.touches(r))
                    .then_some(Some(p)),
            });
        let dead = matches!(next, Some(Some(later))
            if later.same_attachments(earlier)
                && later.clears_everything()
                && !earlier.attachments().any(|r| later.reads.contains(&r)));
        if dead {
            steps[i] = Step::Gone;
            dropped += 1;
        }
    }
    dropped
}

/// Merges each pass that clears nothing into the last earlier pass into the same targets
/// when every step between is a pass that neither reads nor changes those targets (see
/// [`PassStep::affects`]) nor writes what the later pass reads.
fn merge(steps: &mut [Step]) -> u64 {
    let mut merged = 0;
    for j in 1..steps.len() {
        let Some(later) = pass(&steps[j]).filter(|p| p.plain() && !p.clears_anything()) else {
            continue;
        };
        let mut into = None;
        let live_before = (0..j).rev().filter(|&i| !matches!(steps[i], Step::Gone));
        for i in live_before.take(SCAN) {
            match &steps[i] {
                // Moved before it, the later pass's depth or samples would be discarded
                // with it.
                Step::Discard(r) if later.writes(*r) => break,
                Step::Gone | Step::Discard(_) => continue,
                Step::Commands(_) => break,
                Step::Pass(between) => {
                    if between.same_attachments(later) {
                        into = between.plain().then_some(i);
                        break;
                    }
                    let conflict = later.attachments().any(|r| between.affects(r))
                        || between.attachments().any(|r| later.reads.contains(&r));
                    if conflict {
                        break;
                    }
                }
            }
        }
        let Some(i) = into else { continue };
        let Step::Pass(later) = std::mem::replace(&mut steps[j], Step::Gone) else {
            continue;
        };
        if let Step::Pass(earlier) = &mut steps[i] {
            let (width, height) = earlier.size;
            earlier.commands.append(later.commands, width, height);
            earlier.reads.extend(later.reads);
            earlier.uses_depth |= later.uses_depth;
            merged += 1;
        }
    }
    merged
}

/// Skips the store of depth, stencil and multisampled colour (the resolve still happens)
/// where the next use of the surface in the frame clears it, and the load of depth and
/// stencil too where no draw of the pass uses them. Returns the stores and loads skipped.
fn elide_stores(steps: &mut [Step]) -> (u64, u64) {
    let (mut elided, mut loads) = (0, 0);
    for i in 0..steps.len() {
        let Some(earlier) = pass(&steps[i]) else {
            continue;
        };
        let depth_id = earlier.targets.depth;
        let depth = Resource::Depth(depth_id);
        // Whether the next use of the depth surface discards or clears depth (first) and
        // stencil (second); other work may read it.
        let next = live(&steps[i + 1..])
            .take(SCAN)
            .find_map(|step| match step {
                Step::Discard(r) if *r == depth => Some((true, true)),
                Step::Gone | Step::Discard(_) => None,
                Step::Commands(_) => Some((false, false)),
                Step::Pass(p) if p.touches(depth) => {
                    let overwrites = p.targets.depth == depth_id && !p.reads.contains(&depth);
                    let t = &p.targets;
                    Some((
                        overwrites && t.depth_clear.is_some(),
                        overwrites && t.stencil_clear.is_some(),
                    ))
                }
                Step::Pass(_) => None,
            });
        let (discard_depth, discard_stencil) = next.unwrap_or((false, false));
        let mut discard_colors = [false; crate::context::MAX_COLOR_TARGETS];
        for (n, attachment) in earlier.targets.colors.iter().enumerate() {
            if attachment.as_ref().is_none_or(|a| a.resolve.is_none()) {
                continue;
            }
            let Some(ctx) = earlier.color_context(n) else {
                continue;
            };
            // Sampling reads the resolved colour, not the samples: the samples' next use is
            // the next pass drawing into the context.
            let samples = Resource::Color(ctx);
            let next = live(&steps[i + 1..])
                .take(SCAN)
                .find_map(|step| match step {
                    Step::Gone => None,
                    Step::Discard(r) => (*r == samples).then_some(true),
                    Step::Commands(_) => Some(false),
                    Step::Pass(p) => p.writes(samples).then(|| p.clears_color(ctx)),
                });
            discard_colors[n] = next == Some(true);
        }
        if let Step::Pass(p) = &mut steps[i] {
            p.discard_depth = discard_depth;
            p.discard_stencil = discard_stencil;
            p.discard_colors = discard_colors;
            let t = &p.targets;
            if discard_depth && discard_stencil && !p.uses_depth {
                // Loaded (not cleared) and never used: not loaded either.
                p.skip_depth_load = t.depth_clear.is_none() && t.stencil_clear.is_none();
                loads += 2 * u64::from(p.skip_depth_load);
            }
            elided += u64::from(discard_depth)
                + u64::from(discard_stencil)
                + discard_colors.iter().filter(|&&d| d).count() as u64;
        }
    }
    (elided, loads)
}

/// Encodes the steps in order: consecutive passes share an encoder, other work keeps its
/// own. Returns the encoders to submit, in order.
pub(crate) fn encode(
    steps: Vec<Step>,
    device: &wgpu::Device,
    waits: &mut PipelineWaits,
) -> Vec<wgpu::CommandEncoder> {
    let mut encoders = Vec::new();
    let mut current: Option<wgpu::CommandEncoder> = None;
    for step in steps {
        match step {
            Step::Gone | Step::Discard(_) => {}
            Step::Commands(encoder) => {
                encoders.extend(current.take());
                encoders.push(encoder);
            }
            Step::Pass(p) => {
                let encoder = current.get_or_insert_with(|| {
                    device.create_command_encoder(&wgpu::CommandEncoderDescriptor {
                        label: Some("ninth passes"),
                    })
                });
                encode_pass(&p, encoder, waits);
            }
        }
    }
    encoders.extend(current);
    encoders
}

fn encode_pass(p: &PassStep, encoder: &mut wgpu::CommandEncoder, waits: &mut PipelineWaits) {
    fn load<T>(clear: Option<T>) -> wgpu::LoadOp<T> {
        match clear {
            Some(value) => wgpu::LoadOp::Clear(value),
            None => wgpu::LoadOp::Load,
        }
    }
    fn store(discard: bool) -> wgpu::StoreOp {
        if discard {
            wgpu::StoreOp::Discard
        } else {
            wgpu::StoreOp::Store
        }
    }
    let targets = &p.targets;
    if let Some(o) = targets.oversize.as_ref().filter(|o| o.load) {
        Oversize::copy(&o.target, &o.scratch, o.size(), encoder);
    }
    let count = targets
        .colors
        .iter()
        .rposition(Option::is_some)
        .map_or(0, |n| n + 1);
    let mut colors: [Option<wgpu::RenderPassColorAttachment<'_>>; 4] = Default::default();
    for (n, c) in targets.colors[..count].iter().enumerate() {
        colors[n] = c.as_ref().map(|c| wgpu::RenderPassColorAttachment {
            view: &c.view,
            depth_slice: None,
            resolve_target: c.resolve.as_ref(),
            ops: wgpu::Operations {
                load: load(c.clear),
                store: store(p.discard_colors[n]),
            },
        });
    }
    let desc = wgpu::RenderPassDescriptor {
        label: Some("ninth pass"),
        color_attachments: &colors[..count],
        depth_stencil_attachment: Some(wgpu::RenderPassDepthStencilAttachment {
            view: &targets.depth_view,
            depth_ops: Some(wgpu::Operations {
                load: match p.skip_depth_load {
                    // The value is never seen: nothing tests it and the next use clears it.
                    true => wgpu::LoadOp::Clear(1.0),
                    false => load(targets.depth_clear),
                },
                store: store(p.discard_depth),
            }),
            stencil_ops: Some(wgpu::Operations {
                load: match p.skip_depth_load {
                    true => wgpu::LoadOp::Clear(0),
                    false => load(targets.stencil_clear),
                },
                store: store(p.discard_stencil),
            }),
        }),
        timestamp_writes: None,
        occlusion_query_set: p.occlusion.as_ref(),
        multiview_mask: None,
    };
    {
        let mut pass = encoder.begin_render_pass(&desc);
        if let Some(o) = &targets.oversize {
            let size = o.size();
            pass.set_viewport(0.0, 0.0, size.width as f32, size.height as f32, 0.0, 1.0);
        }
        p.commands.encode(&mut pass, waits);
    }
    if let Some(o) = &targets.oversize {
        Oversize::copy(&o.scratch, &o.target, o.size(), encoder);
    }
}
