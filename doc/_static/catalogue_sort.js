/*
 * Sort the rows of every table of class "sortable" by a column: click its
 * heading (or press Enter on it); a second click reverses the order.  Cells
 * that read as numbers sort numerically, the others as text; empty cells
 * (a dash) stay last.  Self-contained: no library, no network.
 */
(function () {
    "use strict";
    var EMPTY = "\u2014";

    function key(cell) {
        var text = (cell ? cell.textContent : "").trim();
        if (text === "" || text === EMPTY) {
            return null;
        }
        var x = Number(text);
        return isNaN(x) ? text.toLowerCase() : x;
    }

    function compare(a, b) {
        if (typeof a === typeof b) {
            return a < b ? -1 : (a > b ? 1 : 0);
        }
        return typeof a === "number" ? -1 : 1;
    }

    function sortTable(table, column, heading) {
        var body = table.tBodies[0];
        var rows = Array.prototype.slice.call(body.rows);
        var ascending = heading.getAttribute("aria-sort") !== "ascending";
        var keyed = rows.map(function (row, i) {
            return {key: key(row.cells[column]), index: i, row: row};
        });
        keyed.sort(function (x, y) {
            if (x.key === null || y.key === null) {
                return (x.key === null) - (y.key === null) || x.index - y.index;
            }
            var c = compare(x.key, y.key);
            return (ascending ? c : -c) || x.index - y.index;
        });
        var cells = heading.parentNode.cells;
        for (var j = 0; j < cells.length; j++) {
            cells[j].setAttribute("aria-sort", "none");
        }
        heading.setAttribute("aria-sort", ascending ? "ascending" : "descending");
        keyed.forEach(function (item, i) {
            item.row.classList.remove("row-odd", "row-even");
            item.row.classList.add(i % 2 ? "row-even" : "row-odd");
            body.appendChild(item.row);
        });
    }

    function init() {
        var tables = document.querySelectorAll("table.sortable");
        Array.prototype.forEach.call(tables, function (table) {
            if (!table.tHead || !table.tBodies.length) {
                return;
            }
            var headings = table.tHead.rows[0].cells;
            Array.prototype.forEach.call(headings, function (heading, column) {
                heading.setAttribute("aria-sort", "none");
                heading.setAttribute("tabindex", "0");
                heading.setAttribute("title", "sort by this column");
                heading.addEventListener("click", function () {
                    sortTable(table, column, heading);
                });
                heading.addEventListener("keydown", function (event) {
                    if (event.key === "Enter" || event.key === " ") {
                        event.preventDefault();
                        sortTable(table, column, heading);
                    }
                });
            });
        });
    }

    if (document.readyState === "loading") {
        document.addEventListener("DOMContentLoaded", init);
    } else {
        init();
    }
}());
