"""The build: one article mapped, validated and kept as an artifact (pipeline, validation), and the artifacts published as a new build (publish, loads, dumps, catalogue, checked)."""
