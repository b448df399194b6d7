"""Builds a link with reverse() but forgets the URL's keyword argument."""
import django
from django.conf import settings
from django.http import HttpResponse
from django.urls import path

settings.configure(ROOT_URLCONF=__name__, ALLOWED_HOSTS=["*"])
django.setup()


def article_detail(request, slug):
    return HttpResponse(slug)


urlpatterns = [path("articles/<slug:slug>/", article_detail, name="article-detail")]

from django.urls import reverse


def share_link(article):
    return "https://example.com" + reverse("article-detail", kwargs={"id": article["id"]})


print(share_link({"id": 3, "slug": "hello"}))
