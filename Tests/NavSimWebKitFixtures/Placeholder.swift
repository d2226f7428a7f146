// Placeholder until fixtures land.
