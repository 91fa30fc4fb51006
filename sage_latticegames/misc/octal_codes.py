r"""
Octal codes: their normal form and the names of the octal games

The normal form of the code of an octal (or hexadecimal) game of Guy and Smith
[GS] (Example 6.4 of [GM]) given by its digits `(d_0, d_1, \dots, d_m)`, and
the name of the game with bounded heaps, shared by the lattice games of
:func:`~sage_latticegames.games.octal_games.octal` and the octal rules of the
whole games (:class:`~sage_latticegames.misere.whole.periodicity.OctalRules`,
whose quotients the command line computes without building a lattice game).
Plain Python: no Sage.

EXAMPLES::

    sage: from sage_latticegames.misc.octal_codes import octal_code, octal_game_name
    sage: octal_code((0, 0, 7)), octal_game_name((0, 7, 7), 20, 'misere')
    ('0.07', 'Kayles 0.77 with heaps of size at most 20 (misère play)')

REFERENCES:

- [GM] A. Guo, E. Miller, *Lattice point methods for combinatorial games*,
  Adv. in Appl. Math. 46 (2011).
- [GS] R. K. Guy, C. A. B. Smith, *The G-values of various games*,
  Proc. Cambridge Philos. Soc. 52 (1956), 514--526.
"""

#: the names of the octal games of the literature, by their normalised codes
OCTAL_NAMES = {'0.07': "Dawson's Kayles", '0.137': "Dawson's chess", '0.77': 'Kayles'}


def octal_code(digits):
    r"""
    Return the normalised code of the digits ``digits`` (hexadecimal digits
    in capitals).

    INPUT:

    - ``digits`` -- a tuple of integers `0 \le d_j \le 15`, without trailing zeros

    OUTPUT: a string

    EXAMPLES::

        sage: from sage_latticegames.misc.octal_codes import octal_code
        sage: octal_code((0, 0, 7)), octal_code((4,)), octal_code((0, 15))
        ('0.07', '4.', '0.F')
    """
    return "%X.%s" % (digits[0], "".join("%X" % d for d in digits[1:]))


def octal_game_name(digits, max_heap, play):
    r"""
    Return the name of the octal (or hexadecimal) game with the digits
    ``digits`` and heaps of size at most ``max_heap`` in ``play``: the name
    of :data:`OCTAL_NAMES` (or "octal game", "hexadecimal game"), the code,
    the heap bound and the play.

    INPUT:

    - ``digits`` -- a tuple of integers, the digits without trailing zeros
    - ``max_heap`` -- a positive integer
    - ``play`` -- ``'normal'`` or ``'misere'``

    OUTPUT: a string

    EXAMPLES::

        sage: from sage_latticegames.misc.octal_codes import octal_game_name
        sage: octal_game_name((0, 1, 3, 7), 8, 'normal')
        "Dawson's chess 0.137 with heaps of size at most 8 (normal play)"
        sage: octal_game_name((0, 15, 8), 3, 'misere')
        'hexadecimal game 0.F8 with heaps of size at most 3 (misère play)'
    """
    code = octal_code(digits)
    kind = "octal" if max(digits) < 8 else "hexadecimal"
    name = "%s %s" % (OCTAL_NAMES[code], code) if code in OCTAL_NAMES else "%s game %s" % (kind, code)
    return "%s with heaps of size at most %s (%s play)" % (
        name, max_heap, "normal" if play == "normal" else "misère")
