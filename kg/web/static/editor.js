// The query editor: YASGUI on this server's endpoint, with the dataset's prefixes, the
// query the page was opened with, and the names of the IRIs of each result beside them.
(function () {
  "use strict";
  var host = document.getElementById("yasgui");
  var form = document.getElementById("plain-query");
  if (!host || !form || typeof window.Yasgui === "undefined") {
    return; // the plain form stays
  }
  var textarea = document.getElementById("query");
  var prefixes = JSON.parse(host.getAttribute("data-prefixes"));
  var endpoint = new URL(host.getAttribute("data-endpoint"), window.location.href).href;
  form.hidden = true;
  var yasgui = new window.Yasgui(host, {
    requestConfig: { endpoint: endpoint, method: "POST" },
    copyEndpointOnNewTab: true,
    persistenceId: null, // each visit starts from the page's query, not a stored one
    populateFromUrl: false,
    endpointCatalogueOptions: { getData: function () { return [{ endpoint: endpoint }]; } },
    yasr: { prefixes: prefixes },
  });
  var tab = yasgui.getTab();
  tab.setQuery(textarea.value); // the page's query brings its own prologue

  var RDFS_LABEL = "http://www.w3.org/2000/01/rdf-schema#label";
  var named = {};

  function iris(yasr) {
    var found = {};
    var bindings = (yasr.results && yasr.results.getBindings && yasr.results.getBindings()) || [];
    bindings.forEach(function (row) {
      Object.keys(row).forEach(function (name) {
        if (row[name] && row[name].type === "uri" && !(row[name].value in named)) {
          found[row[name].value] = true;
        }
      });
    });
    return Object.keys(found).slice(0, 500);
  }

  function label(yasr) {
    yasr.resultsEl.querySelectorAll("a.iri").forEach(function (a) {
      var name = named[a.getAttribute("href")];
      var next = a.nextSibling;
      if (name && !(next && next.className === "kg-label")) {
        var span = document.createElement("span");
        span.className = "kg-label";
        span.textContent = name;
        a.parentNode.insertBefore(span, next);
      }
    });
  }

  // After each result, ask the endpoint for the English names of its IRIs (one query),
  // and write them beside the IRIs whenever the table is drawn.
  function follow(tab) {
    var yasr = tab.getYasr();
    if (yasr.kgFollowed) {
      return;
    }
    yasr.kgFollowed = true;
    yasr.on("drawn", function () {
      label(yasr);
      var wanted = iris(yasr);
      if (!wanted.length) {
        return;
      }
      wanted.forEach(function (iri) { named[iri] = ""; }); // asked once
      var query = "SELECT ?iri ?name WHERE { VALUES ?iri { " +
        wanted.map(function (iri) { return "<" + iri.replace(/[<>\s"{}|\\^`]/g, "") + ">"; })
          .join(" ") +
        " } ?iri <" + RDFS_LABEL + "> ?name FILTER(LANGMATCHES(LANG(?name), \"en\")) }";
      fetch(endpoint, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded",
                   "Accept": "application/sparql-results+json" },
        body: "query=" + encodeURIComponent(query),
      }).then(function (response) {
        return response.ok ? response.json() : null;
      }).then(function (data) {
        if (data) {
          data.results.bindings.forEach(function (row) {
            named[row.iri.value] = row.name.value;
          });
          label(yasr);
        }
      }).catch(function () { /* names are a help; the results stand without them */ });
    });
  }
  follow(tab);
  yasgui.on("tabAdd", function () { follow(yasgui.getTab()); });
  yasgui.on("tabSelect", function () { window.setTimeout(function () { follow(yasgui.getTab()); }, 0); });
}());
