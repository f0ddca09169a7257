package engine_test

// The engine's rule tests play real editions on real boards: their
// packages register themselves (the core itself names none).
import _ "herald/editions/got"
