r"""
Families of lattice games (``games/families.py``) against an independent
enumeration: orbits of rule sets under the permutations of the coordinates
computed as sets of images (not by canonical forms), and the axioms decided by
Sage's cones (strict convexity of the cone of the moves and the orthant) rather
than by the linear program of ``RuleSet.check_axioms``.
"""
import itertools

import pytest

from sage.geometry.cone import Cone

from sage_latticegames.games.families import (LatticeGameFamily, squarefree_moves, bounded_moves,
                                              canonical_form, satisfies_axioms, MAX_CANDIDATES)


def brute_orbits(candidates, d, keep):
    r"""
    Return the orbits (frozensets of frozensets of moves) of the subsets of
    ``candidates`` kept by ``keep`` (a property invariant under the permutations of
    the coordinates) under these permutations.
    """
    orbits, rejected = set(), set()
    for k in range(1, len(candidates) + 1):
        for S in itertools.combinations(candidates, k):
            orbit = frozenset(frozenset(tuple(v[s] for s in sigma) for v in S)
                              for sigma in itertools.permutations(range(d)))
            # ``keep`` (the axioms) is invariant under the permutations: decided once per orbit
            if orbit in orbits or orbit in rejected:
                continue
            (orbits if keep(S) else rejected).add(orbit)
    return orbits


def axioms_by_cones(S, d):
    # tangent cone axiom on the orthant, then positivity: the cone of the moves
    # and the unit vectors contains no line
    for i in range(d):
        if not any(v[i] > 0 and all(v[j] <= 0 for j in range(d) if j != i) for v in S):
            return False
    eye = [tuple(int(i == j) for j in range(d)) for i in range(d)]
    return Cone(list(S) + eye).is_strictly_convex()


@pytest.mark.parametrize("d", [2, 3])
def test_squarefree_rule_sets_are_the_orbits(d):
    M = squarefree_moves(d)
    orbits = brute_orbits(M, d, lambda S: axioms_by_cones(S, d))
    F = LatticeGameFamily("squarefree", d, plays=("normal",))
    found = F.rule_sets()
    assert len(found) == len(orbits)
    # each rule set found lies in a different orbit, and every orbit is hit
    hit = set()
    for moves in found:
        orbit = [o for o in orbits if frozenset(moves) in o]
        assert len(orbit) == 1
        hit.add(orbit[0])
    assert hit == orbits


def test_generalized_boards_are_orbits_under_the_stabilizer():
    d = 2
    F = LatticeGameFamily("squarefree", d, plays=("generalized",))
    pairs = set()
    for moves in F.rule_sets():
        for p in itertools.product((0, 1), repeat=d):
            if any(p):
                pairs.add(frozenset((frozenset(tuple(v[s] for s in sigma) for v in moves),
                                     tuple(p[s] for s in sigma))
                                    for sigma in itertools.permutations(range(d))))
    assert F.cardinality() == len(pairs)
    for key, G in F:
        assert G.board().defeated_generators()
        assert G.rule_set().is_squarefree()


def test_non_squarefree_family_and_axioms():
    d = 2
    orbits = brute_orbits(bounded_moves(d), d,
                          lambda S: axioms_by_cones(S, d) and any(
                              sum(x > 0 for x in v) > 1 or max(v) > 1 for v in S))
    F = LatticeGameFamily("non-squarefree", d, plays=("misere",))
    assert len(F.rule_sets()) == len(orbits)
    assert all(not G.rule_set().is_squarefree() for key, G in F)


def test_satisfies_axioms_agrees_with_cones():
    for S in itertools.combinations(squarefree_moves(3), 3):
        assert satisfies_axioms(S) == axioms_by_cones(S, 3)


def test_samples_are_reproducible_and_valid():
    a = LatticeGameFamily("squarefree", 5, sample=8, seed=7, max_moves=8, plays=("misere",))
    b = LatticeGameFamily.from_description(a.description())
    assert [k for k, G in a] == [k for k, G in b]
    assert len(a) > 0
    c = LatticeGameFamily("squarefree", 5, sample=8, seed=8, max_moves=8, plays=("misere",))
    assert [k for k, G in a] != [k for k, G in c]
    for key, G in a:
        moves = G.rule_set().vectors()
        assert canonical_form(moves)[0] == tuple(sorted(tuple(int(x) for x in v) for v in moves))
        assert len(moves) <= 8 and G.rule_set().is_squarefree()
        assert axioms_by_cones([tuple(int(x) for x in v) for v in moves], 5)


def test_bad_families_are_refused():
    with pytest.raises(ValueError, match="candidate rule sets"):
        LatticeGameFamily("squarefree", 4)
    assert LatticeGameFamily("squarefree", 4, max_moves=3, plays=("normal",))._candidates <= MAX_CANDIDATES
    for bad in [dict(kind="octal"), dict(dimension=0), dict(entry_bound=0), dict(plays=()),
                dict(plays=("loopy",)), dict(defeated=[[(1, -1)]]), dict(defeated=[[(1, 0, 0)]]),
                dict(sample=0), dict(max_moves=-1)]:
        with pytest.raises((ValueError, TypeError)):
            LatticeGameFamily(**bad)
    with pytest.raises(ValueError, match="unknown keys"):
        LatticeGameFamily.from_description({"kind": "squarefree", "dim": 2})
