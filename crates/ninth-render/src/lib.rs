//! ninth renderer
