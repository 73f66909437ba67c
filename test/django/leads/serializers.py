from rest_framework import serializers

from .models import CalculateInvoice, Invoice

LEAD_FIELDS = ["id", "idempotency_key", "name", "phone", "fast_submit", "attribution", "created_at"]
# The key's uniqueness is the database's to enforce (views.IdempotentCreate answers a repeat with the stored
# lead); the serializer's UniqueValidator would refuse the repeat with a 400 instead.
KEY = {"idempotency_key": {"validators": []}}


class InvoiceSerializer(serializers.ModelSerializer):
    class Meta:
        model = Invoice
        fields = LEAD_FIELDS + ["type", "site", "page"]
        extra_kwargs = KEY


class CalculateInvoiceSerializer(serializers.ModelSerializer):
    class Meta:
        model = CalculateInvoice
        fields = LEAD_FIELDS + ["window"]
        extra_kwargs = KEY
