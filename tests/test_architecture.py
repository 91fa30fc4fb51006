r"""
The layers of the package (see ``DEVELOPING.md``, section "Layers").

Every import of a package module by another one — at module scope or inside a
function — must point to a lower layer, or stay inside one subpackage; the only
exceptions are the *dispatch methods* of :data:`DISPATCH`, which DEVELOPING.md
lists too.  No module imports a private name (``_x``) from another subpackage,
the leaf package ``misc`` imports nothing else from the package, and the graph
of imports (without the dispatch edges) has no cycle.  Inside the subpackages
whose tiers DEVELOPING.md documents, imports point down (:data:`TIERS`); the
circles that a dispatch method closes stay inside its target's subpackage.
"""
import ast
import os
import re

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACKAGE = "sage_latticegames"
TOP = os.path.join(ROOT, PACKAGE)

#: the subpackage of each top-level module ("core" for the modules of the
#: game itself); a module inside a subpackage belongs to that subpackage
CORE = {"rule_set", "game_board", "lattice_game", "solution", "_engine"}

#: layer of each subpackage; an import must go to a strictly lower layer
#: unless it stays inside one subpackage
LAYERS = {
    "misc": 0,
    "semigroups": 1, "rule_set": 1.5, "game_board": 1.5,
    "lattice_game": 2, "solution": 2, "_engine": 2, "generating_functions": 2,
    "stratifications": 3, "strategies": 3.5,
    "squarefree": 4, "misere": 4, "games": 4, "discovery": 4.5,
    "paper_examples": 5, "graphics": 5,
    "io": 5, "survey": 5.5, "conjecture": 5.5, "catalogue": 5.6, "cli": 5.7,
    "__init__": 6, "all": 6,
}

#: compatibility modules of the flat layout: top layer, re-exports only
SHIMS = {"affine_semigroup", "affine_stratification", "short_rational_function",
         "rational_strategy", "stratified_algebra", "misere_quotient"}

#: compatibility modules of the flat layout of misere/ (before its subpackages):
#: re-exports only, imported by no module of the package
MISERE_SHIMS = {"misere." + n for n in (
    "finite_monoid", "names", "presentation", "candidates", "verification", "pretension",
    "heap_quotient", "frontier", "periodicity", "linear_pretension", "congruence", "from_game",
    "from_stratification", "infinite", "fibres", "quotient_strategy", "lazy_stratification")}

#: what code outside misere/ may import from it: the package, its subpackages (their
#: ``__init__``), the parents and the front door -- never a module inside a subpackage
MISERE_FACES = {"misere", "misere.monoid", "misere.heap", "misere.semigroup", "misere.stratified",
                "misere.strategies", "misere.whole", "misere.quotient", "misere.semigroup_quotient",
                "misere.finite_quotient", "misere.constructor"}

#: (importing module, enclosing function, imported module prefix): the dispatch
#: methods, which may import from a higher layer inside their body
DISPATCH = [
    ("lattice_game", "LatticeGame.affine_stratification", "discovery.dispatch"),
    ("lattice_game", "LatticeGame.rational_strategy", "discovery.dispatch"),
    ("lattice_game", "LatticeGame.misere_quotient", "misere.constructor"),
    ("solution", "Solution.plot", "graphics.solution"),
    ("stratifications.affine_stratification", "AffineStratification.rational_strategy",
     "strategies.rational_strategy"),
    ("stratifications.affine_stratification", "AffineStratification.plot",
     "graphics.stratification"),
    # the front door of the infinite heap quotients chooses among its routes, one of which
    # (the slice pretensions) subclasses the linear pretensions of its own module
    ("misere.heap.linear_pretension", "prove_infinite_heap_quotient",
     "misere.heap.slice_pretension"),
]


#: tiers inside the subpackages whose inner layers DEVELOPING.md documents ("Layers
#: inside subpackages"): an import between two modules of one of these subpackages
#: goes to the same or a lower tier (the package ``__init__`` is above every tier);
#: cycles inside a tier are excluded by :func:`test_no_import_cycle`
#: the tier of each subpackage of misere/ (every module of a subpackage, its ``__init__``
#: included, has the tier of the subpackage) and of the modules at its top
MISERE_TIERS = {
    # M0 the finite commutative monoid with a P-portion
    "misere.monoid": 0,
    # M1 the constructions and their proofs: games on N^k, Section 8, stratifications
    "misere.heap": 1, "misere.semigroup": 1, "misere.stratified": 1,
    # M2 the parents
    "misere.quotient": 2, "misere.semigroup_quotient": 2, "misere.finite_quotient": 2,
    # M3 what a finite quotient gives
    "misere.strategies": 3,
    # M4 whole octal games (they build lattice games and return parents and strategies)
    "misere.whole": 4,
    # M5 the front door
    "misere.constructor": 5,
}


def _misere_tiers():
    tiers = {}
    for name in MODULES:
        if name.startswith("misere.") and name not in MISERE_SHIMS:
            head = ".".join(name.split(".")[:2])
            tiers[name] = MISERE_TIERS[head]
    return tiers


#: (importing module, enclosing function, imported module): the imports inside misere/
#: that go up a tier (each function-local, documented in DEVELOPING.md)
TIER_DISPATCH = [
    # the old path misere.quotient.misere_quotient of the front door (module __getattr__)
    ("misere.quotient", "__getattr__", "misere.constructor"),
]

TIERS = {
    "misere": {},  # filled from MISERE_TIERS below, once the modules are known
    "stratifications": {
        "stratifications.base": 0, "stratifications.set_algebra": 0,
        "stratifications.certificate": 0, "stratifications._periodic": 0,
        "stratifications.periodic": 0,
        "stratifications.disjointness": 1, "stratifications.verification": 1,
        "stratifications.affine_stratification": 2,
    },
    "discovery": {
        "discovery.regions": 0, "discovery.polyhedral": 0,
        "discovery.finders": 1, "discovery.search": 2, "discovery.dispatch": 3,
    },
    "generating_functions": {
        "generating_functions.conversion": 0, "generating_functions.latte": 0,
        "generating_functions.series": 0, "generating_functions.hadamard": 0,
        "generating_functions.ring": 1, "generating_functions.modules": 2,
    },
}

#: (module, module it must not import): the documented rules inside a tier
FORBIDDEN = [
    # each kind of quotient registers itself with the factory MisereQuotient
    ("misere.quotient", "misere.semigroup_quotient"),
    ("misere.quotient", "misere.finite_quotient"),
    # phase 2 of the discovery depends on the stratifications only through public API
    ("discovery.polyhedral", "discovery.search"),
    ("discovery.polyhedral", "discovery.finders"),
]


def modules():
    r"""
    Return ``{dotted name relative to the package: path}`` for every module.
    """
    found = {}
    for folder, subfolders, filenames in os.walk(TOP):
        subfolders[:] = [f for f in subfolders if f != "__pycache__"]
        rel = os.path.relpath(folder, TOP)
        prefix = "" if rel == "." else rel.replace(os.sep, ".") + "."
        for filename in filenames:
            name, ext = os.path.splitext(filename)
            if ext in (".py", ".pyx"):
                dotted = prefix + name
                if name == "__init__":
                    dotted = prefix[:-1] if prefix else "__init__"
                found[dotted] = os.path.join(folder, filename)
    return found


MODULES = modules()
TIERS["misere"] = _misere_tiers()


def subpackage(name):
    head = name.split(".")[0]
    return "core" if head in CORE else head


def layer(name):
    head = name.split(".")[0]
    if head in SHIMS or name in MISERE_SHIMS:
        return 5
    return LAYERS[head]


def resolve(target, imported):
    r"""
    Return the package module meant by ``from <target> import <imported>``
    (``imported`` may be a submodule).
    """
    full = "%s.%s" % (target, imported) if target else imported
    if imported and full in MODULES:
        return full
    return target


PYX_IMPORT = re.compile(r"^\s*(?:from\s+(\S+)\s+cimport|from\s+(\S+)\s+import\s+([\w, ()]+)|import\s+(\S+))",
                        re.M)


class _Imports(ast.NodeVisitor):
    r"""
    Collect ``(enclosing function, module, names)`` for every import of a
    package module.
    """

    def __init__(self, module):
        self.module = module
        self.stack = []
        self.found = []

    def _scope(self, node):
        self.stack.append(node.name)
        self.generic_visit(node)
        self.stack.pop()

    visit_FunctionDef = visit_AsyncFunctionDef = visit_ClassDef = _scope

    def _package_of_module(self):
        parts = self.module.split(".")
        path = MODULES[self.module]
        return parts if path.endswith("__init__.py") else parts[:-1]

    def visit_Import(self, node):
        for alias in node.names:
            if alias.name == PACKAGE or alias.name.startswith(PACKAGE + "."):
                self.found.append((".".join(self.stack), alias.name[len(PACKAGE) + 1:], []))

    def visit_ImportFrom(self, node):
        if node.level:
            base = self._package_of_module()
            base = base[:len(base) - node.level + 1]
            target = ".".join(base + ([node.module] if node.module else []))
        elif node.module == PACKAGE or (node.module or "").startswith(PACKAGE + "."):
            target = node.module[len(PACKAGE) + 1:]
        else:
            return
        self.found.append((".".join(self.stack), target, [a.name for a in node.names]))


def imports(name):
    r"""
    Return ``[(enclosing function, imported module, imported name or None)]``
    for the package imports of module ``name``.
    """
    path = MODULES[name]
    with open(path, encoding="utf-8") as f:
        source = f.read()
    out = []
    if path.endswith(".pyx"):
        for m in PYX_IMPORT.finditer(source):
            target = m.group(1) or m.group(2) or m.group(4)
            if target.startswith(PACKAGE):
                out.append(("", target[len(PACKAGE) + 1:], None))
        return out
    visitor = _Imports(name)
    visitor.visit(ast.parse(source))
    for function, target, names in visitor.found:
        if not names:
            out.append((function, target, None))
        for imported in names:
            out.append((function, resolve(target, imported), imported))
    return out


def edges():
    r"""
    Return ``[(module, function, target, imported name)]`` over all package
    imports between two different modules.
    """
    out = []
    for name in MODULES:
        for function, target, imported in imports(name):
            if target and target != name and target in MODULES:
                out.append((name, function, target, imported))
    return out


EDGES = edges()


def is_dispatch(module, function, target):
    if (module, function, target) in TIER_DISPATCH:
        return True
    return any(module == m and function == f and (target == t or target.startswith(t + "."))
               for m, f, t in DISPATCH)


def test_every_module_has_a_layer():
    unknown = sorted(n for n in MODULES if n.split(".")[0] not in LAYERS
                     and n.split(".")[0] not in SHIMS and n.split(".")[0] not in CORE)
    assert not unknown, "modules without a layer (add them to LAYERS and DEVELOPING.md): %s" % unknown


def test_imports_point_down():
    bad = []
    for module, function, target, imported in EDGES:
        if subpackage(module) == subpackage(target) and not module.split(".")[0] in SHIMS:
            continue
        if layer(target) < layer(module) or is_dispatch(module, function, target):
            continue
        bad.append("%s%s imports %s (layer %s -> %s)" % (
            module, " in " + function if function else "", target, layer(module), layer(target)))
    assert not bad, "upward imports outside the dispatch list:\n" + "\n".join(bad)


def test_misc_is_a_leaf():
    bad = [(m, t) for m, f, t, i in EDGES if m.split(".")[0] == "misc" and t.split(".")[0] != "misc"]
    assert not bad


def test_no_private_imports_across_subpackages():
    bad = ["%s imports %s from %s" % (m, i, t) for m, f, t, i in EDGES
           if i and i.startswith("_") and not i.startswith("__")
           and subpackage(m) != subpackage(t)]
    assert not bad, "\n".join(bad)


def test_no_import_cycle():
    graph = {}
    for module, function, target, imported in EDGES:
        if not is_dispatch(module, function, target):
            graph.setdefault(module, set()).add(target)
    # a package imports its own modules (``__init__`` re-exports): not a cycle
    # through the package unless a module of it imports the package back
    state, stack = {}, []

    def visit(node):
        state[node] = 1
        stack.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                cycle = stack[stack.index(nxt):] + [nxt]
                pytest.fail("import cycle: " + " -> ".join(cycle))
            if nxt not in state:
                visit(nxt)
        stack.pop()
        state[node] = 2

    for node in sorted(graph):
        if node not in state:
            visit(node)


def test_dispatch_list_is_documented_and_used():
    with open(os.path.join(ROOT, "DEVELOPING.md"), encoding="utf-8") as f:
        text = f.read()
    for module, function, target in DISPATCH:
        assert "`%s`" % function in text, "DEVELOPING.md does not list the dispatch %s" % function
        assert any(m == module and fn == function and (t == target or t.startswith(target + "."))
                   for m, fn, t, i in EDGES), "the dispatch %s -> %s is not used" % (function, target)


def test_shims_only_reexport():
    for name in SHIMS:
        with open(MODULES[name], encoding="utf-8") as f:
            tree = ast.parse(f.read())
        assert (ast.get_docstring(tree) or "").startswith("Compatibility module"), name
        kinds = {type(node).__name__ for node in tree.body[1:]}
        assert kinds <= {"Import", "ImportFrom", "Assign", "Expr"}, (name, kinds)


OPTIONAL_ENGINES = re.compile(r"^\s*(from|import)\s+sage\.interfaces\.(latte|four_ti_2)\b", re.M)


def test_optional_engines_are_imported_in_one_place():
    # LattE and 4ti2 are optional packages of a complete SageMath: only the two
    # helpers of misc/integer_programs.py import their interfaces (lazily)
    found = []
    for name, path in MODULES.items():
        with open(path, encoding="utf-8") as f:
            for m in OPTIONAL_ENGINES.finditer(f.read()):
                found.append((name, m.group(2)))
    assert sorted(found) == [("misc.integer_programs", "four_ti_2"),
                             ("misc.integer_programs", "latte")], found


# ----------------------------------------------------------------------
# private attributes across subpackages
# ----------------------------------------------------------------------
#: private names that are a documented protocol, not private state: Sage's
#: parent/element protocol and the certification contract of DEVELOPING.md
#: ("Cross-subpackage contracts": only the code that proved a result calls
#: ``_set_certificate``; an unproved guess is marked by ``_set_conjecture``)
PROTOCOL = re.compile(r"^_(repr_|latex_|test_\w+|element_constructor_|an_element_|richcmp_|add_|sub_|"
                      r"mul_|neg_|lmul_|rmul_|acted_upon_|coerce_map_from_|convert_map_from_|"
                      r"cache_key|set_certificate|set_conjecture|ascii_art_|unicode_art_)$")


class _PrivateNames(ast.NodeVisitor):
    r"""
    Collect the private names (``_x``, not dunder) that the classes of a module
    define (methods, class attributes, ``self._x = ...``) and the private
    attributes it reads or writes on objects other than ``self``/``cls``.
    """

    def __init__(self):
        self.defined = set()
        self.used = []   # (line, attribute, written)
        self.in_class = 0

    def visit_ClassDef(self, node):
        self.in_class += 1
        for item in node.body:
            if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)):
                self.defined.add(item.name)
            elif isinstance(item, (ast.Assign, ast.AnnAssign)):
                targets = item.targets if isinstance(item, ast.Assign) else [item.target]
                for t in targets:
                    if isinstance(t, ast.Name):
                        self.defined.add(t.id)
        self.generic_visit(node)
        self.in_class -= 1

    def visit_Attribute(self, node):
        name = node.attr
        if name.startswith("_") and not name.startswith("__"):
            owner = node.value
            if isinstance(owner, ast.Name) and owner.id in ("self", "cls"):
                if self.in_class and isinstance(node.ctx, ast.Store):
                    self.defined.add(name)
            elif not (isinstance(owner, ast.Call) and isinstance(owner.func, ast.Name)
                      and owner.func.id == "super"):
                self.used.append((node.lineno, name, isinstance(node.ctx, ast.Store)))
        self.generic_visit(node)


def private_names():
    r"""
    Return ``(defined, used)``: ``{subpackage: set of private names its classes
    define}`` and ``[(module, line, name, written)]`` for private attributes
    accessed on other objects than ``self``/``cls``.
    """
    defined, used = {}, []
    for name, path in MODULES.items():
        if not path.endswith(".py"):
            continue
        with open(path, encoding="utf-8") as f:
            visitor = _PrivateNames()
            visitor.visit(ast.parse(f.read()))
        defined.setdefault(subpackage(name), set()).update(visitor.defined)
        used.extend((name, line, attr, written) for line, attr, written in visitor.used)
    return defined, used


def test_no_private_attributes_across_subpackages():
    # what a subpackage needs of another one's objects is public there: a private
    # attribute (``obj._x``) is only read or written by the subpackage whose
    # classes define it (the compatibility modules only re-export); nobody sets
    # a private attribute on an object of a class of another subpackage
    defined, used = private_names()
    bad = []
    for module, line, attr, written in used:
        if PROTOCOL.match(attr) or module.split(".")[0] in SHIMS:
            continue
        own = subpackage(module)
        if attr in defined.get(own, ()):
            continue
        owners = sorted(s for s, names in defined.items() if attr in names and s != own)
        if owners:
            bad.append("%s:%s uses %s, a private attribute of %s" % (module, line, attr, ", ".join(owners)))
        elif written:
            bad.append("%s:%s sets %s on an object it does not own" % (module, line, attr))
    assert not bad, "private attributes read across subpackages:\n" + "\n".join(bad)


# ----------------------------------------------------------------------
# layers inside subpackages, and the circles of the dispatch methods
# ----------------------------------------------------------------------
def test_every_module_of_a_tiered_subpackage_has_a_tier():
    for package, tiers in TIERS.items():
        found = {n for n in MODULES if n.startswith(package + ".") and n not in MISERE_SHIMS}
        assert found == set(tiers), "%s: modules without a tier %s, tiers without a module %s" % (
            package, sorted(found - set(tiers)), sorted(set(tiers) - found))


def test_imports_inside_subpackages_point_down():
    bad = []
    for module, function, target, imported in EDGES:
        tiers = TIERS.get(subpackage(module))
        if tiers is None or subpackage(target) != subpackage(module) or module not in tiers:
            continue
        if (module, function, target) in TIER_DISPATCH:
            continue
        if target not in tiers:
            bad.append("%s imports the package %s" % (module, target))
        elif tiers[target] > tiers[module]:
            bad.append("%s%s imports %s (tier %s -> %s)" % (
                module, " in " + function if function else "", target, tiers[module], tiers[target]))
    for module, target in FORBIDDEN:
        bad.extend("%s imports %s" % (module, target) for m, f, t, i in EDGES
                   if m == module and (t == target or t.startswith(target + ".")))
    assert not bad, "imports against the layers inside subpackages:\n" + "\n".join(bad)


def _reachable(graph, start):
    seen, stack = {start}, [start]
    while stack:
        for nxt in graph.get(stack.pop(), ()):
            if nxt not in seen:
                seen.add(nxt)
                stack.append(nxt)
    return seen


def test_dispatch_circles_stay_in_the_target_subpackage():
    # a dispatch method (module m -> target t) closes circles of imports, since
    # t's subpackage uses m; they must run inside t's subpackage and then back to m:
    # no module outside t's subpackage that t imports (at module scope or in a
    # function, directly or not) imports m, directly or not
    graph = {}
    for module, function, target, imported in EDGES:
        if not is_dispatch(module, function, target):
            graph.setdefault(module, set()).add(target)
    bad = []
    for module, function, prefix in DISPATCH:
        for target in sorted(n for n in MODULES if n == prefix or n.startswith(prefix + ".")):
            for x in sorted(_reachable(graph, target)):
                if x != module and subpackage(x) != subpackage(target) and module in _reachable(graph, x):
                    bad.append("%s -> %s reaches %s, which imports %s back" % (function, target, x, module))
    assert not bad, "import circles through a dispatch method leave its subpackage:\n" + "\n".join(bad)


def test_no_stacked_decorators():
    # @classmethod (or @staticmethod, @cached_method, ...) written twice on one
    # function: Python 3.13 no longer calls a classmethod of a classmethod
    bad = []
    for name, path in MODULES.items():
        if not path.endswith(".py"):
            continue
        with open(path, encoding="utf-8") as f:
            tree = ast.parse(f.read())
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                names = [ast.unparse(d) for d in node.decorator_list]
                if len(names) != len(set(names)):
                    bad.append("%s:%s %s" % (name, node.lineno, node.name))
    assert not bad, "a decorator applied twice: %s" % bad


#: the most lines of code (not counting the docstring, blank lines and comments)
#: of a function; a longer one says why in its docstring, in a paragraph
#: starting "This function is long because"
MAX_FUNCTION_LINES = 100


def _code_lines(lines, node):
    body = node.body
    first = body[0]
    if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) \
            and isinstance(first.value.value, str):
        start = first.end_lineno + 1
    else:
        start = first.lineno
    return sum(1 for line in lines[start - 1:node.end_lineno]
               if line.strip() and not line.strip().startswith("#"))


def test_functions_are_short_or_say_why():
    bad = []
    for name, path in MODULES.items():
        if not path.endswith(".py"):
            continue
        with open(path, encoding="utf-8") as f:
            text = f.read()
        lines = text.splitlines()
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                n = _code_lines(lines, node)
                doc = ast.get_docstring(node) or ""
                if n > MAX_FUNCTION_LINES and "This function is long because" not in doc:
                    bad.append("%s:%s %s (%s lines)" % (name, node.lineno, node.name, n))
    assert not bad, "functions over %s lines of code without a reason: %s" % (MAX_FUNCTION_LINES, bad)


def test_subpackage_indexes_name_every_module():
    # the docstring of misere/__init__ is the index of misere: every module is named there
    with open(MODULES["misere"], encoding="utf-8") as f:
        doc = ast.get_docstring(ast.parse(f.read()))
    missing = [n for n in MODULES if n.startswith("misere.") and n not in MISERE_SHIMS
               and ":mod:`~sage_latticegames.%s`" % n not in doc]
    assert not missing, "the index of misere omits %s" % missing


def test_misere_shims_only_reexport_and_are_not_imported():
    for name in MISERE_SHIMS:
        with open(MODULES[name], encoding="utf-8") as f:
            tree = ast.parse(f.read())
        assert (ast.get_docstring(tree) or "").startswith("Compatibility module"), name
        kinds = {type(node).__name__ for node in tree.body[1:]}
        assert kinds <= {"ImportFrom", "Assign"}, (name, kinds)
    bad = ["%s imports the compatibility module %s" % (m, t) for m, f, t, i in EDGES
           if t in MISERE_SHIMS and m not in MISERE_SHIMS]
    assert not bad, "\n".join(bad)


def test_outside_code_imports_the_faces_of_misere():
    # code outside misere/ imports the package, a subpackage, a parent or the front
    # door: never a module inside a subpackage (the tiers may move code between them)
    bad = ["%s imports %s" % (m, t) for m, f, t, i in EDGES
           if subpackage(t) == "misere" and subpackage(m) != "misere" and m.split(".")[0] not in SHIMS
           and t not in MISERE_FACES]
    assert not bad, "imports of the inside of misere/:\n" + "\n".join(bad)


def test_tier_dispatch_is_used():
    for module, function, target in TIER_DISPATCH:
        assert any((m, f, t) == (module, function, target) for m, f, t, i in EDGES), (module, function, target)
