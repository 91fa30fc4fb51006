"""
Tests of game boards (Definition 2.9 of [GM]).
"""
import pickle

import numpy as np
import pytest

import sage.all__sagemath_polyhedra  # noqa: F401
from sage.geometry.polyhedron.constructor import Polyhedron
from sage.misc.sage_unittest import TestSuite
from sage.rings.rational_field import QQ

from sage_latticegames.game_board import GameBoard


def test_boards_with_the_same_ideal_are_equal():
    A = GameBoard(defeated=[(0, 0)], dimension=2)
    B = GameBoard(defeated=[(0, 0), (0, 0)], dimension=2)
    assert A == B and hash(A) == hash(B)
    C = GameBoard(defeated=[(1, 0), (2, 0)], dimension=2)
    D = GameBoard(defeated=[(2, 0), (1, 0)], dimension=2)
    assert C == D and hash(C) == hash(D)
    assert C.defeated_generators() == ((1, 0), (2, 0))
    assert len({A, B, C, D}) == 2
    assert C != GameBoard(defeated=[(2, 0)], dimension=2)


@pytest.mark.parametrize("board", [
    lambda: GameBoard.normal_play(2),
    lambda: GameBoard.misere(3),
    lambda: GameBoard(dimension=2, defeated=[(1, 1), (0, 2)]),
    lambda: GameBoard(Polyhedron(vertices=[(0, 0)], rays=[(1, 0), (1, 2)], base_ring=QQ)),
    lambda: GameBoard(Polyhedron(vertices=[(QQ(1) / 2, 0)], rays=[(1, 0), (0, 1)], base_ring=QQ),
                      defeated=[(1, 0)]),
])
def test_test_suite(board):
    B = board()
    TestSuite(B).run(raise_on_failure=True)
    C = pickle.loads(pickle.dumps(B))
    assert C == B and hash(C) == hash(B)


def test_inequalities_and_membership():
    P = Polyhedron(vertices=[(0, 0)], rays=[(1, 0), (1, 2)], base_ring=QQ)
    B = GameBoard(P)
    A, b = B.inequalities()
    pts = np.array([(x, y) for x in range(-2, 5) for y in range(-2, 9)])
    mask = B.lattice_points_mask(pts)
    for p, m in zip(pts.tolist(), mask):
        assert bool(m) == P.contains(p) == B.contains_lattice_point(p)
    assert not B.is_orthant() and GameBoard.orthant(2).is_orthant()
